import next from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Toasts go through notify (lib/client/toast.ts), which gives them the spec's 3 s / 4 s durations.
const TOAST = {
  name: "sonner",
  importNames: ["toast"],
  message: "Use notify from @/lib/client/toast (spec durations).",
};
// The database client and its driver: only lib/server (and the scripts, tests and pipeline stages that run beside it) talk to PostgreSQL.
const DATABASE_PACKAGES = {
  group: ["@prisma/*", "pg"],
  message: "The database is reached through lib/server, never from this layer.",
};

/**
 * The layers import only downwards (docs/architecture.md): app -> components -> lib/client;
 * app -> lib/http -> lib/server -> lib/domain; pipeline -> lib/server -> lib/domain.
 * lib/domain and lib/contracts are pure: rules and types, no I/O, no framework. Components take
 * server types from lib/contracts. The pipeline runs outside the web app and never reaches into it.
 * import/no-restricted-paths resolves each import (alias and relative alike) to its file.
 */
const PURE = ["./lib/domain", "./lib/contracts"];
const LAYER_ZONES = [
  {
    target: PURE,
    from: [
      "./lib/server",
      "./lib/http",
      "./lib/auth",
      "./lib/billing",
      "./lib/email",
      "./lib/client",
      "./lib/generated",
      "./app",
      "./pages",
      "./components",
      "./pipeline",
    ],
    message:
      "lib/domain and lib/contracts are pure rules and types: no server code, no database, no pages or components.",
  },
  {
    target: "./components",
    from: ["./lib/server", "./lib/generated"],
    message: "Components take server types from @/lib/contracts and data over HTTP, never from lib/server.",
  },
  {
    target: "./components",
    from: ["./app"],
    message: "Components take response types from @/lib/contracts/<area>.ts, never from a page or route file of app/.",
  },
  {
    target: "./pipeline",
    from: ["./app", "./pages", "./components"],
    message: "The pipeline shares lib/server and lib/domain with the app, never its pages, routes or components.",
  },
  {
    target: ["./app", "./pages"],
    from: ["./lib/server/db", "./lib/generated"],
    message: "No Prisma call inside app/: pages and routes call a lib/server function.",
  },
  {
    target: "./lib/client",
    from: ["./lib/server", "./lib/generated"],
    message: "lib/client runs in the browser: server types come from @/lib/contracts.",
  },
];
// lib/ never imports the pages, routes or components above it, and lib/server sits below the route
// wrapper of lib/http (ApiError and the error codes are in lib/errors, body reading in lib/body, both
// leaves); their tests may drive a route handler (test helpers live in tests/support).
const LIB_SERVER_ZONE = {
  target: "./lib/server",
  from: ["./lib/http"],
  message: "lib/server sits below lib/http: take ApiError from @/lib/errors, body reading from @/lib/body.",
};
const LIB_ZONES = [
  ...LAYER_ZONES,
  {
    target: "./lib",
    from: ["./app", "./components"],
    message: "lib/ sits below app/ and components/: it never imports them.",
  },
  LIB_SERVER_ZONE,
];
const LIB_IGNORES = ["**/*.test.ts", "**/*.test.tsx"];

const config = [
  ...next,
  ...nextTs,
  {
    ignores: [
      "lib/generated/**",
      ".next/**",
      ".next-*/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": ["error", { paths: [TOAST] }],
      "import/no-restricted-paths": ["error", { zones: LAYER_ZONES }],
    },
  },
  {
    files: ["lib/**"],
    ignores: LIB_IGNORES,
    rules: { "import/no-restricted-paths": ["error", { zones: LIB_ZONES }] },
  },
  {
    files: ["lib/domain/**", "lib/contracts/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [TOAST],
          patterns: [
            DATABASE_PACKAGES,
            {
              group: ["next", "next/*", "react", "react/*", "react-dom", "react-dom/*"],
              message:
                "lib/domain and lib/contracts are framework-free: the same rule runs in the browser, the server and the pipeline.",
            },
          ],
        },
      ],
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
            TOAST,
            {
              name: "zod",
              message: "zod stays out of the browser's JavaScript: validate with the plain rules of lib/domain.",
            },
            {
              name: "@/lib/domain/validation",
              message: "Import @/lib/domain/validation/rules: the barrel brings the zod schemas into the page.",
            },
          ],
          patterns: [
            {
              group: ["@/lib/domain/**/schema", "@/lib/domain/**/schemas", "@/lib/domain/**/*-body"],
              message: "Request schemas (zod) stay on the server.",
            },
            DATABASE_PACKAGES,
          ],
        },
      ],
    },
  },
  {
    // Pages and routes call a lib/server function; the database client and its driver stay there.
    files: ["app/**", "pages/**"],
    rules: { "no-restricted-imports": ["error", { paths: [TOAST], patterns: [DATABASE_PACKAGES] }] },
  },
  {
    files: ["lib/client/toast.ts"],
    rules: { "no-restricted-imports": "off" },
  },
];
export default config;
