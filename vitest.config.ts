import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname),
  // `server-only` throws outside React Server Components; tests call server modules directly.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "{lib,components,prisma,scripts,pipeline,bench}/**/*.test.ts",
            "tests/fixtures/**/*.test.ts",
            "tests/lint/**/*.test.ts",
          ],
          exclude: ["**/*.int.test.ts", "node_modules/**"],
          environment: "node",
          // npm test runs this tier beside e2e, whose app builds meanwhile on the same 2 cores: a
          // test that takes 3 to 4 s alone must not fail on vitest's default 5 s limit there.
          testTimeout: 20_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["{lib,tests,app,prisma}/**/*.int.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/integration-global-setup.ts"],
          setupFiles: ["tests/support/integration-setup.ts"],
          // One migrated database for the run, each file on its own copy of it
          // (tests/support/integration-global-setup.ts); files run one after another so
          // timing-sensitive limit tests are not starved on a 2-core machine.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
