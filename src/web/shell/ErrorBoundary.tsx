import { Component, type ReactNode } from "react";

/** A screen that throws shows a readable message instead of a blank page; the shell stays usable. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error) {
    console.error("Screen error", error);
  }

  override render() {
    if (this.state.error) {
      return (
        <div role="alert" className="mx-auto max-w-xl px-4 py-16 text-center">
          <h1 className="text-xl font-semibold">Something went wrong on this screen</h1>
          <p className="mt-2 text-sm text-muted-foreground">Reload the page to try again. Your other tools still work.</p>
        </div>
      );
    }
    return this.props.children;
  }
}
