import { useState } from "react";
import { apiRequest } from "../lib/api";
import { toastError, toastSuccess } from "../lib/toasts";

/**
 * The open → submitting → closed cycle of the footer dialogs (spec section 4): on success the fields
 * clear and the dialog closes; on failure it stays open with the fields kept.
 */
export function useSubmitForm(opts: {
  path: string;
  successTitle: string;
  successBody: string;
  failure: string;
  /** Closes the dialog after a successful submission. */
  onClose: () => void;
}) {
  const [submitting, setSubmitting] = useState(false);

  async function submit(body: Record<string, unknown>, reset: () => void): Promise<void> {
    setSubmitting(true);
    try {
      await apiRequest(opts.path, { body });
      toastSuccess(opts.successTitle, opts.successBody);
      reset();
      opts.onClose();
    } catch {
      toastError("Error", opts.failure);
    } finally {
      setSubmitting(false);
    }
  }

  return { submitting, submit };
}

/** Blank optional fields are sent as null (spec section 5). */
export function blankToNull(v: string): string | null {
  const t = v.trim();
  return t ? t : null;
}
