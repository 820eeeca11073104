import { lazy, Suspense, useState } from "react";
import { Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { EmailPopupProvider } from "./shell/EmailPopup";
import { Footer } from "./shell/Footer";
import { NavBar } from "./shell/NavBar";
import { NotFound } from "./shell/NotFound";
import { ScrollToTop } from "./shell/ScrollToTop";
import { useTheme } from "./shell/theme";
import { useToolSwitcherShortcut } from "./shell/use-tool-switcher-shortcut";

// Loaded on first use (Ctrl/Cmd+K or the search button), with Radix Dialog.
const ToolSwitcher = lazy(() => import("./shell/ToolSwitcher"));
import { Home } from "./home/Home";
import { toolRoutes } from "./tool-routes";
import { ErrorBoundary } from "./shell/ErrorBoundary";
import { PageReady } from "./lib/page-ready";

function ScreenLoading() {
  return (
    <div className="mx-auto flex min-h-[40vh] max-w-6xl items-center justify-center px-4" role="status" aria-live="polite">
      <span className="size-6 animate-spin rounded-full border-2 border-primary border-t-transparent" aria-hidden="true" />
      <span className="sr-only">Loading tool…</span>
    </div>
  );
}

export function App() {
  const [switcherOpen, setSwitcherOpen] = useState(false);
  const [switcherLoaded, setSwitcherLoaded] = useState(false);
  const openSwitcher = (open: boolean) => {
    if (open) setSwitcherLoaded(true);
    setSwitcherOpen(open);
  };
  useToolSwitcherShortcut(() => openSwitcher(!switcherOpen));
  const [theme] = useTheme();
  return (
    <EmailPopupProvider>
      <ScrollToTop />
      <div className="flex min-h-dvh flex-col">
        <NavBar onOpenSwitcher={() => openSwitcher(true)} />
        <main className="flex-1">
          <ErrorBoundary>
            <Suspense fallback={<ScreenLoading />}>
              <Routes>
                <Route path="/" element={<Home />} />
                {toolRoutes.map(({ path, Screen }) => (
                  <Route key={path} path={path} element={<Screen />} />
                ))}
                <Route path="*" element={<NotFound />} />
              </Routes>
              <PageReady />
            </Suspense>
          </ErrorBoundary>
        </main>
        <Footer />
      </div>
      {switcherLoaded && (
        <Suspense fallback={null}>
          <ToolSwitcher open={switcherOpen} onOpenChange={openSwitcher} />
        </Suspense>
      )}
      <Toaster richColors closeButton position="bottom-right" theme={theme} />
    </EmailPopupProvider>
  );
}
