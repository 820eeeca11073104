import { lazy, Suspense, useRef, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Lightbulb, MessageSquare } from "lucide-react";
import { apiRequest } from "../lib/api";
import { Button } from "../ui/button";

// The dialogs (and Radix Dialog with them) load on first use, keeping the first page small.
const FeedbackDialog = lazy(() => import("./FeedbackDialog"));
const SuggestDialog = lazy(() => import("./SuggestDialog"));

interface Site {
  creatorName: string;
  creatorUrl: string;
}

type Which = "feedback" | "suggest" | null;

export function Footer() {
  const { data: site } = useQuery({
    queryKey: ["site"],
    queryFn: () => apiRequest<Site>("/site"),
    staleTime: Infinity,
    retry: false,
  });
  const [open, setOpen] = useState<Which>(null);
  // Once a dialog has been opened it stays mounted (closed), so typed text survives closing it.
  const [mounted, setMounted] = useState<{ feedback: boolean; suggest: boolean }>({ feedback: false, suggest: false });
  // The dialogs have no Radix trigger (they load lazily), so focus is returned to the opener by hand.
  const opener = useRef<HTMLElement | null>(null);
  const show = (which: Exclude<Which, null>, from: HTMLElement) => {
    opener.current = from;
    setMounted((m) => ({ ...m, [which]: true }));
    setOpen(which);
  };
  const returnFocus = (e: Event) => {
    e.preventDefault();
    opener.current?.focus();
  };
  const onOpenChange = (which: Exclude<Which, null>) => (o: boolean) => setOpen(o ? which : null);

  return (
    <footer className="mt-16 border-t bg-card/50">
      <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-6 sm:flex-row sm:justify-between sm:px-6">
        <Button variant="outline" onClick={(e) => show("suggest", e.currentTarget)} aria-haspopup="dialog">
          <Lightbulb />
          Suggest Data Applet
        </Button>
        <p className="order-last text-center text-sm text-muted-foreground sm:order-none">
          Made by{" "}
          {site ? (
            <a
              href={site.creatorUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-foreground underline-offset-4 hover:underline"
            >
              {site.creatorName}
            </a>
          ) : (
            <span className="font-medium text-foreground">…</span>
          )}{" "}
          for analysts everywhere
        </p>
        <Button variant="outline" onClick={(e) => show("feedback", e.currentTarget)} aria-haspopup="dialog">
          <MessageSquare />
          Submit Feedback
        </Button>
      </div>
      <Suspense fallback={null}>
        {mounted.suggest && <SuggestDialog open={open === "suggest"} onOpenChange={onOpenChange("suggest")} onCloseAutoFocus={returnFocus} />}
        {mounted.feedback && <FeedbackDialog open={open === "feedback"} onOpenChange={onOpenChange("feedback")} onCloseAutoFocus={returnFocus} />}
      </Suspense>
    </footer>
  );
}
