import type { ReactNode } from "react";
import { cn } from "../../lib/cn";

/** Inputs on the left and output on the right on wide screens; stacked on phones. */
export function ToolGrid({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("grid items-start gap-6 lg:grid-cols-2", className)}>{children}</div>;
}

/** A titled card for a group of inputs or an output, with optional actions (Copy, Download) on the right. */
export function Pane({
  title,
  actions,
  children,
  className,
  description,
}: {
  title: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
  description?: ReactNode;
}) {
  return (
    <section className={cn("flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-5 shadow-sm", className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <h2 className="font-semibold">{title}</h2>
          {description && <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </div>
      {children}
    </section>
  );
}

/** A labelled form field: label above, control, optional hint below. */
export function Field({
  label,
  htmlFor,
  hint,
  children,
  className,
}: {
  label: ReactNode;
  htmlFor?: string;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
