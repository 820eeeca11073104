import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "data/**", "screenshots/**", "scratch/**", "src/web/public/**", "coverage/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
    },
  },
  {
    // Layer rules of docs/architecture.md: engines are pure; the browser never imports server code,
    // and a server-side tool's screen talks to its function over HTTP instead of importing the engine.
    files: ["src/engines/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**", "**/web/**", "react", "react-dom", "fastify", "pg", "@electric-sql/*"], message: "Engines are pure: no React, HTTP or database." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/server/**"], message: "The web app never imports server code." },
            { group: ["**/engines/formulas/**", "**/engines/dummy-data/**", "**/engines/bigquery/**", "**/engines/bqml/**", "**/engines/python/**", "**/engines/extractor/**", "**/engines/colours/**", "**/engines/layout/**", "**/engines/icons/**"], message: "Server-side tools: call the function over HTTP, do not import its engine." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/catalogue/**/*.ts", "src/contracts/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/server/**", "**/web/**", "**/engines/**"], message: "catalogue and contracts import nothing of ours but each other." }] },
      ],
    },
  },
);
