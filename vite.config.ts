import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The web app lives in src/web; the server serves dist/web in production.
export default defineConfig(({ isSsrBuild }) => ({
  root: "src/web",
  // The server build (first paint, see scripts/build.mjs) needs neither the public files nor a manifest.
  publicDir: isSsrBuild ? false : "public",
  // Relative asset URLs + a <base href> written by the server: one build serves any BASE_PATH.
  base: "./",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload each tool screen's chunks from that page's HTML.
    manifest: !isSsrBuild,
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // The screens import texts and limits from src/contracts, whose files also build zod schemas at
      // load time for the server. A schema the browser never uses is dropped instead of shipping zod
      // (~23 KB gzip) and running its construction on every generator page.
      treeshake: { manualPureFunctions: ["z"] },
    },
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
}));
