import path from "node:path";
import { defineConfig } from "prisma/config";

// Prisma's CLI tries to download a native schema engine for generate/validate/format, though it
// never runs it there. This machine (and many CI sandboxes) has no internet: point it at a stub
// that explains why. Migrations are applied by scripts/migrate.ts instead.
process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.resolve("scripts/prisma-engine-stub.sh");

export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: {
    path: "prisma/migrations",
    seed: "tsx prisma/seed.ts",
  },
  datasource: {
    url: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres",
  },
});
