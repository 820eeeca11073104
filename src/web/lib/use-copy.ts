import { useCallback } from "react";
import { messages } from "../../contracts/messages";
import { toastError, toastSuccess } from "./toasts";

/** Writes text to the clipboard; falls back to a hidden textarea where the async API is missing. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall through to the legacy path */
  }
  try {
    const ta = document.createElement("textarea");
    ta.value = text;
    ta.setAttribute("readonly", "");
    ta.style.position = "fixed";
    ta.style.opacity = "0";
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand("copy");
    ta.remove();
    return ok;
  } catch {
    return false;
  }
}

/** Copy with the spec's toasts: 'Copied!' on success, 'Copy Failed' / 'Failed to copy to clipboard' otherwise. */
export function useCopy() {
  return useCallback(async (text: string, successDescription?: string): Promise<boolean> => {
    const ok = await copyText(text);
    if (ok) toastSuccess(messages.copy.success, successDescription);
    else toastError(messages.copy.failedTitle, messages.copy.failed);
    return ok;
  }, []);
}
