import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { App } from "./App";
import { basePath } from "./lib/base-path";
import { preloadScreenFor } from "./tool-routes";
import "./index.css";

const queryClient = new QueryClient({
  defaultOptions: { queries: { refetchOnWindowFocus: false } },
});

const local = (basePath && location.pathname.startsWith(basePath) ? location.pathname.slice(basePath.length) : location.pathname) || "/";
await preloadScreenFor(local);

const root = createRoot(document.getElementById("root")!);
// A transition lets React render the first page in small slices that yield to the browser instead
// of one long task; the server's static first paint stays on screen until React commits.
startTransition(() => {
  root.render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter basename={basePath || "/"}>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </StrictMode>,
  );
});
