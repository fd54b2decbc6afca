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
    // zod's full build is about 30 kB of gzip: it stays on the server. The browser gets the plain
    // rule functions (lib/domain/*/rules.ts and the like), never a request schema.
    files: ["components/**", "lib/client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", importNames: ["toast"], message: "Use notify from @/lib/client/toast (spec durations)." },
            { name: "zod", message: "zod stays out of the browser's JavaScript: validate with the plain rules of lib/domain." },
            { name: "@/lib/domain/validation", message: "Import @/lib/domain/validation/rules: the barrel brings the zod schemas into the page." },
          ],
          patterns: [{ group: ["@/lib/domain/**/schema", "@/lib/domain/**/schemas", "@/lib/domain/**/*-body"], message: "Request schemas (zod) stay on the server." }],
        },
      ],
    },
  },
  {
    files: ["lib/client/toast.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];
export default config;
