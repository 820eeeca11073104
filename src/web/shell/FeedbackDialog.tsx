import { useRef, useState } from "react";
import { useLocation } from "react-router";
import { messages } from "../../contracts/messages";
import { toastError } from "../lib/toasts";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { ContactFields } from "./ContactFields";
import { blankToNull, useSubmitForm } from "./use-submit-form";

export default function FeedbackDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const location = useLocation();
  const [text, setText] = useState("");
  const textRef = useRef<HTMLTextAreaElement>(null);
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const form = useSubmitForm({
    path: "/feedback",
    successTitle: "Thank you!",
    successBody: messages.feedback.success,
    failure: messages.feedback.failed,
    onClose: () => onOpenChange(false),
  });
  // The full address as the visitor sees it (including any BASE_PATH); re-read on each navigation.
  const pageUrl = typeof window !== "undefined" && location ? window.location.href.split("#")[0] : "";

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!text.trim()) {
      toastError("Error", messages.feedback.required);
      return;
    }
    await form.submit(
      { url: pageUrl, feedback_text: text.trim(), name: blankToNull(name), email: blankToNull(email) },
      () => {
        setText("");
        setName("");
        setEmail("");
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        onOpenAutoFocus={(e) => {
          // Start in the feedback box, not in the read-only URL field.
          e.preventDefault();
          textRef.current?.focus();
        }}
      >
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Submit Feedback</DialogTitle>
            <DialogDescription>Tell us what works, what does not, and what you would like next.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor="feedback-url" className="text-sm font-medium">
              Page URL
            </label>
            <Input id="feedback-url" value={pageUrl} readOnly className="bg-muted text-muted-foreground" />
          </div>
          <div className="grid gap-2">
            <label htmlFor="feedback-text" className="text-sm font-medium">
              Feedback
            </label>
            <Textarea
              ref={textRef}
              id="feedback-text"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="What should we know?"
              maxLength={5000}
              disabled={form.submitting}
            />
          </div>
          <ContactFields
            idPrefix="feedback"
            name={name}
            email={email}
            onName={setName}
            onEmail={setEmail}
            disabled={form.submitting}
          />
          <DialogFooter>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? "Submitting..." : "Submit"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
