import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App } from "./App";
import { preloadScreenFor } from "./tool-routes";

/**
 * Server build entry (`vite build --ssr`): the HTML of a page as the app first draws it, for the
 * server to send as the page's static first paint. The browser paints it before any script has
 * loaded; React then draws the same page over it (createRoot, not hydration), so the first paint
 * already holds the page's largest text and nothing moves when the working page takes its place.
 * Effects do not run here, so nothing is recorded or fetched.
 */
export async function renderFirstPaint(localPath: string): Promise<string> {
  await preloadScreenFor(localPath);
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false, retry: false } } });
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouter location={localPath}>
        <App />
      </StaticRouter>
    </QueryClientProvider>,
  );
}
