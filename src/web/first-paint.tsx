import { StrictMode, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App } from "./App";
import { setBasePathForServer } from "./lib/base-path";
import { preloadScreenFor } from "./tool-routes";

/**
 * Server build entry (`vite build --ssr`): the HTML of a page as the app first draws it, which the
 * server sends as the page's first paint. The browser paints it before any script has loaded, and
 * the app then hydrates it (main.tsx) instead of drawing the page a second time. It is the same tree
 * as main.tsx's (StrictMode, the router's basename), so the two agree on every element and id.
 * Effects do not run here: nothing is recorded or fetched.
 */
/** main.tsx's Ready has the same place in the tree. */
function Ready({ children }: { children: ReactNode }) {
  return children;
}

export async function renderFirstPaint(localPath: string, base = ""): Promise<string> {
  setBasePathForServer(base);
  await preloadScreenFor(localPath);
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={`${base}${localPath}`} basename={base || "/"}>
          <Ready>
            <App />
          </Ready>
        </StaticRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
}
