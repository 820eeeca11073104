import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { storage, storageKeys } from "../lib/storage";
import { EmailPopupContext, type EmailPopupApi } from "./email-popup-context";
import { POPUP_DELAY_MS, addViewedApplet, shouldShowPopup } from "./popup-rules";

// The dialog (and Radix Dialog) loads only for visitors who are shown the popup.
const EmailPopupDialog = lazy(() => import("./EmailPopupDialog"));

function blocked(): boolean {
  return storage.get(storageKeys.emailSubmitted) === "true" || storage.get(storageKeys.popupDismissed) === "true";
}

/** Provides the popup to the whole app and renders it. */
export function EmailPopupProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Stays true after the first showing so the dialog can animate closed and keep its state.
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (open) setShown(true);
  }, [open]);
  const timer = useRef<number | undefined>(undefined);

  const openLater = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (!blocked()) setOpen(true);
    }, POPUP_DELAY_MS);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const api = useMemo<EmailPopupApi>(
    () => ({
      appletOpened(name) {
        const viewed = addViewedApplet(storage.getJson<string[]>(storageKeys.appletViews, []), name);
        storage.setJson(storageKeys.appletViews, viewed);
        if (
          shouldShowPopup({
            viewed,
            emailSubmitted: storage.get(storageKeys.emailSubmitted) === "true",
            popupDismissed: storage.get(storageKeys.popupDismissed) === "true",
          })
        ) {
          openLater();
        }
      },
      open() {
        if (!blocked()) setOpen(true);
      },
    }),
    [openLater],
  );

  return (
    <EmailPopupContext.Provider value={api}>
      {children}
      {(open || shown) && (
        <Suspense fallback={null}>
          <EmailPopupDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </EmailPopupContext.Provider>
  );
}

