import { toast } from "sonner";

/** Success toast: a title and an optional line below it. */
export function toastSuccess(title: string, description?: string): void {
  toast.success(title, description ? { description } : undefined);
}

/** The spec's "destructive" toast: red, a title and an optional description. */
export function toastError(title: string, description?: string): void {
  toast.error(title, description ? { description } : undefined);
}

export function toastInfo(title: string, description?: string): void {
  toast(title, description ? { description } : undefined);
}
