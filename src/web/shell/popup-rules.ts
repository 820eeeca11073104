/** Rules of the email popup (spec sections 4 and 9), kept pure so they can be unit-tested. */

export const POPUP_DISTINCT_APPLETS = 3;
export const POPUP_DELAY_MS = 1000;

/** Adds an applet name to the list of distinct applets opened; the list never holds a name twice. */
export function addViewedApplet(viewed: readonly string[], name: string): string[] {
  const list = Array.isArray(viewed) ? viewed.filter((v): v is string => typeof v === "string") : [];
  return list.includes(name) ? list : [...list, name];
}

export function shouldShowPopup(state: {
  viewed: readonly string[];
  emailSubmitted: boolean;
  popupDismissed: boolean;
}): boolean {
  if (state.emailSubmitted || state.popupDismissed) return false;
  return new Set(state.viewed).size >= POPUP_DISTINCT_APPLETS;
}

/** The Looker table-calc screen opens the popup when its successful generations reach exactly 2. */
export const TABLE_CALC_POPUP_AT = 2;

export function shouldShowAfterGenerations(successCount: number): boolean {
  return successCount === TABLE_CALC_POPUP_AT;
}
