import { useEffect, type ReactNode } from "react";
import { Link } from "react-router";
import { ChevronLeft, Lightbulb } from "lucide-react";
import { appletBySlug } from "../../../catalogue";
import { useEmailPopup } from "../../shell/email-popup-context";
import { AppletIcon } from "../../shell/applet-icon";
import { recordView } from "../../lib/usage";
import { cn } from "../../lib/cn";

export interface ToolExample {
  /** Short label shown on the button. */
  label: string;
  /** Optional longer text under the label. */
  detail?: string;
  /** Fills the screen's inputs (and may run the tool). */
  apply: () => void;
}

/**
 * The frame every tool screen shares: a header from the catalogue entry, the work area, then
 * "How it works" and clickable examples. Opening the page records a view and counts toward the
 * email popup (three distinct applets).
 */
export function ToolPage({
  slug,
  children,
  howItWorks,
  examples,
  examplesTitle = "Examples",
  aside,
  className,
}: {
  slug: string;
  children: ReactNode;
  howItWorks?: ReactNode[];
  examples?: ToolExample[];
  examplesTitle?: string;
  /** Extra content below the examples (e.g. a list of supported calculations). */
  aside?: ReactNode;
  className?: string;
}) {
  const applet = appletBySlug(slug);
  if (!applet) throw new Error(`ToolPage: unknown applet slug ${slug}`);
  const popup = useEmailPopup();

  useEffect(() => {
    void recordView(applet.title);
    popup.appletOpened(applet.title);
    // Only when the applet changes: a page open is one view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [applet.title]);

  useEffect(() => {
    document.title = `${applet.title} · Data Analyst Tools`;
    return () => {
      document.title = "Data Analyst Tools";
    };
  }, [applet.title]);

  return (
    <div className={cn("mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 sm:py-8", className)}>
      <Link
        to="/"
        className="mb-4 inline-flex items-center gap-1 rounded-sm text-sm text-muted-foreground hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        All tools
      </Link>
      <header className="mb-6 flex items-start gap-4">
        <AppletIcon name={applet.icon} category={applet.category} className="size-12" />
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{applet.title}</h1>
          <p className="mt-1 text-muted-foreground">{applet.description}</p>
        </div>
      </header>

      {children}

      {(howItWorks?.length || examples?.length || aside) && (
        <div className="mt-10 grid gap-6 lg:grid-cols-2">
          {howItWorks && howItWorks.length > 0 && (
            <section aria-labelledby="how-it-works" className="rounded-xl border bg-card p-5">
              <h2 id="how-it-works" className="mb-3 font-semibold">
                How it works
              </h2>
              <ol className="list-decimal space-y-1.5 pl-5 text-sm text-muted-foreground marker:text-foreground/60">
                {howItWorks.map((step, i) => (
                  <li key={i}>{step}</li>
                ))}
              </ol>
            </section>
          )}
          {examples && examples.length > 0 && (
            <section aria-labelledby="examples" className="rounded-xl border bg-card p-5">
              <h2 id="examples" className="mb-3 flex items-center gap-2 font-semibold">
                <Lightbulb className="size-4 text-amber-500" aria-hidden="true" />
                {examplesTitle}
              </h2>
              <ul className="grid gap-2">
                {examples.map((ex) => (
                  <li key={ex.label}>
                    <button
                      type="button"
                      onClick={ex.apply}
                      className="w-full cursor-pointer rounded-lg border bg-background px-3 py-2 text-left text-sm transition-colors hover:border-primary/50 hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none"
                    >
                      <span className="font-medium">{ex.label}</span>
                      {ex.detail && <span className="mt-0.5 block text-xs text-muted-foreground">{ex.detail}</span>}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {aside}
        </div>
      )}
    </div>
  );
}
