import { messages } from "../../contracts/messages";
import { apiRequest } from "./api";

/**
 * Records a successful use of a tool (a row in calculations; the badge goes up everywhere).
 * Failures are logged with the spec's wording and never shown to the user.
 */
export async function recordCalculation(appletName: string): Promise<void> {
  try {
    await apiRequest("/calculations", { body: { applet_name: appletName } });
  } catch (err) {
    console.error("Error recording calculation", err);
  }
}

/** Records a page open (a row in applet_views). */
export async function recordView(appletName: string): Promise<void> {
  try {
    await apiRequest("/applet-views", { body: { applet_name: appletName } });
  } catch (err) {
    console.error(messages.log.trackView, err);
  }
}
