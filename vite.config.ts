import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

// The web app lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: "src/web",
  publicDir: "public",
  // Relative asset URLs + a <base href> written by the server: one build serves any BASE_PATH.
  base: "./",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/web",
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload each tool screen's chunks from that page's HTML.
    manifest: true,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { "/api": "http://localhost:3000" },
  },
});
