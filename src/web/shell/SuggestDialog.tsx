import { useState } from "react";
import { messages } from "../../contracts/messages";
import { toastError } from "../lib/toasts";
import { Button } from "../ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../ui/dialog";
import { Input } from "../ui/input";
import { Textarea } from "../ui/textarea";
import { ContactFields } from "./ContactFields";
import { blankToNull, useSubmitForm } from "./use-submit-form";

export default function SuggestDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (e: Event) => void;
}) {
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const form = useSubmitForm({
    path: "/applet-suggestions",
    successTitle: "Thank you!",
    successBody: messages.suggestion.success,
    failure: messages.suggestion.failed,
    onClose: () => onOpenChange(false),
  });

  const onSubmit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!title.trim() || !description.trim()) {
      toastError("Error", messages.suggestion.required);
      return;
    }
    const url = window.location.href.split("#")[0];
    await form.submit(
      { url, title: title.trim(), description: description.trim(), name: blankToNull(name), email: blankToNull(email) },
      () => {
        setTitle("");
        setDescription("");
        setName("");
        setEmail("");
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <form onSubmit={onSubmit} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>Suggest a Data Applet</DialogTitle>
            <DialogDescription>Which small tool would save you time? Describe it and we will consider building it.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <label htmlFor="suggest-title" className="text-sm font-medium">
              Title
            </label>
            <Input
              id="suggest-title"
              value={title}
              onChange={(e) => setTitle(e.target.value)}
              placeholder="e.g. Regex Tester"
              maxLength={200}
              disabled={form.submitting}
            />
          </div>
          <div className="grid gap-2">
            <label htmlFor="suggest-description" className="text-sm font-medium">
              Description
            </label>
            <Textarea
              id="suggest-description"
              value={description}
              onChange={(e) => setDescription(e.target.value)}
              placeholder="What should it do, and for whom?"
              maxLength={5000}
              disabled={form.submitting}
            />
          </div>
          <ContactFields
            idPrefix="suggest"
            name={name}
            email={email}
            onName={setName}
            onEmail={setEmail}
            disabled={form.submitting}
          />
          <DialogFooter>
            <Button type="submit" disabled={form.submitting}>
              {form.submitting ? "Submitting..." : "Submit Suggestion"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
