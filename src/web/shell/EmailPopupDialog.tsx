import { useState } from "react";
import { Bell } from "lucide-react";
import { checkEmail } from "../../contracts/email";
import { messages } from "../../contracts/messages";
import { ApiRequestError, apiRequest } from "../lib/api";
import { storage, storageKeys } from "../lib/storage";
import { toastError, toastSuccess } from "../lib/toasts";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { Input } from "../ui/input";

const DUPLICATE = "23505";

export default function EmailPopupDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [email, setEmail] = useState("");
  const [submitting, setSubmitting] = useState(false);

  const dismiss = () => {
    storage.set(storageKeys.popupDismissed, "true");
    onClose();
  };

  const submitted = () => {
    storage.set(storageKeys.emailSubmitted, "true");
    setEmail("");
    onClose();
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = checkEmail(email);
    if (!parsed.ok) {
      toastError(messages.email.invalidToast, parsed.message);
      return;
    }
    setSubmitting(true);
    try {
      await apiRequest("/email-subscribers", { body: { email: parsed.email, source: "applet_popup" } });
      toastSuccess(messages.email.successTitle, messages.email.successBody);
      submitted();
    } catch (err) {
      if (err instanceof ApiRequestError && err.code === DUPLICATE) {
        toastError(messages.email.alreadyTitle, messages.email.alreadyBody);
        submitted();
      } else {
        toastError(messages.email.failedTitle, messages.email.failedBody);
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? undefined : dismiss())}>
      <DialogContent>
        <form onSubmit={submit} className="grid gap-4" noValidate>
          <DialogHeader>
            <div className="mx-auto mb-1 flex size-11 items-center justify-center rounded-full bg-primary/10 text-primary sm:mx-0">
              <Bell className="size-5" aria-hidden="true" />
            </div>
            <DialogTitle>Get notified about new applets</DialogTitle>
            <DialogDescription>
              You have tried a few of our tools. Leave your email and we will tell you when a new one lands. No spam.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor="popup-email" className="text-sm font-medium">
              Email
            </label>
            <Input
              id="popup-email"
              type="email"
              autoComplete="email"
              placeholder="you@company.com"
              value={email}
              maxLength={320}
              onChange={(e) => setEmail(e.target.value)}
              disabled={submitting}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="ghost" onClick={dismiss} disabled={submitting}>
              No thanks
            </Button>
            <Button type="submit" disabled={submitting}>
              {submitting ? "Subscribing..." : "Subscribe"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
