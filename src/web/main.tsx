import { StrictMode, startTransition, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App } from "./App";
import { basePath } from "./lib/base-path";
import { cn } from "./lib/cn";
import { onPageReady } from "./lib/page-ready";
import { preloadScreenFor } from "./tool-routes";
import "./index.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const local = (basePath && location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : location.pathname) || "/";
await preloadScreenFor(local);

// tailwind-merge (behind cn()) builds its class map on its first call: ~10 ms on a desktop, four
// times that on a slow phone. Made here, in a task of its own, it is not added to the first slice
// of the render below (React yields between components, not inside one).
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
await nextTask();
cn();
await nextTask();

const root = document.getElementById("root")!;
// The server's first paint (inert, hidden from assistive technology until the app takes over).
// `data-ssr` marks one the app drew itself (src/web/first-paint.tsx) for this path without a
// query string: that one is hydrated. A URL with a query (state in the URL) or the plain fallback
// paint is drawn afresh instead, replacing it.
const firstPaint = root.querySelector<HTMLElement>(":scope > [data-first-paint]");
const hydratable = firstPaint?.hasAttribute("data-ssr") && !location.search ? firstPaint : null;

// Once the page's content has committed (see lib/page-ready.ts) the page is the app's: shown to everyone.
onPageReady(() => {
  if (!hydratable) return;
  hydratable.removeAttribute("data-first-paint");
  hydratable.removeAttribute("aria-hidden");
  hydratable.inert = false;
});

/** Keeps the tree the same shape as the server's (src/web/first-paint.tsx). */
function Ready({ children }: { children: ReactNode }) {
  return children;
}

const app = (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <BrowserRouter basename={basePath || "/"}>
        <Ready>
          <App />
        </Ready>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>
);

// A transition lets React hydrate or render in small slices that yield to the browser instead of
// one long task.
startTransition(() => {
  if (hydratable) {
    hydrateRoot(hydratable, app, {
      // A difference (e.g. a list kept in this browser's storage) makes React draw that part
      // afresh, which is correct; it is noted, not reported as an error.
      onRecoverableError: (error) => console.warn("First paint redrawn:", error instanceof Error ? error.message : error),
    });
  } else {
    createRoot(root).render(app);
  }
});
