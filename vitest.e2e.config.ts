import { defineConfig } from "vitest/config";

// Browser tests: one file at a time (each launches Chromium), against the real server and built app.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: "forks",
  },
});
