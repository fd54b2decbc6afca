import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

const config = [
  ...next,
  ...nextTs,
  {
    ignores: ["lib/generated/**", ".next/**", ".next-*/**", ".data/**", "node_modules/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Toasts go through notify (lib/client/toast.ts), which gives them the spec's 3 s / 4 s durations.
      "no-restricted-imports": ["error", { paths: [{ name: "sonner", importNames: ["toast"], message: "Use notify from @/lib/client/toast (spec durations)." }] }],
    },
  },
  {
    files: ["lib/client/toast.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];
export default config;
