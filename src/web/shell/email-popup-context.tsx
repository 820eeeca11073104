import { createContext, useContext } from "react";

export interface EmailPopupApi {
  /** Called by every tool page on open; shows the popup after the third distinct applet. */
  appletOpened(appletName: string): void;
  /** Opens the popup now (unless the visitor already subscribed or dismissed it). */
  open(): void;
}

const noop: EmailPopupApi = { appletOpened() {}, open() {} };

export const EmailPopupContext = createContext<EmailPopupApi>(noop);

export function useEmailPopup(): EmailPopupApi {
  return useContext(EmailPopupContext);
}
