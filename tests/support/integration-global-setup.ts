import type { TestProject } from "vitest/node";
import { createTestDatabase, dropClones } from "./test-database";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    /** Each test file gets its own copy of databaseUrl (integration-setup.ts) rather than sharing it. */
    databasePerFile: boolean;
  }
}

/**
 * One migrated database for the run. On a PostgreSQL server it is the template each test file's
 * own database is copied from, so no file sees what another left behind: the idea pipeline groups
 * every post in its database, and a file that imported tens of thousands of posts once made every
 * later import in the run several times slower. The embedded PostgreSQL (no server) cannot be
 * copied: there the files share the one database.
 */
export default async function setup(project: TestProject) {
  const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  const database = await createTestDatabase("ideaforge_int");
  project.provide("databaseUrl", database.url);
  project.provide("databasePerFile", Boolean(server));
  return async () => {
    if (server) await dropClones(database.url);
    await database.drop();
  };
}
