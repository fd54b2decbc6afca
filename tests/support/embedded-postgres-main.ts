/**
 * Started by embedded-postgres-process.ts: an in-memory embedded PostgreSQL in a process of its own.
 * Prints its URL on one line; stops when its stdin closes (the parent ended it, or died).
 */
import { startEmbeddedPostgres } from "../../lib/server/db/embedded";

const embedded = await startEmbeddedPostgres({ dataDir: "memory://" });
process.stdout.write(`${embedded.url}\n`);
process.stdin.on("end", () => {
  // Exit even if stopping hangs: this process must never outlive its parent.
  setTimeout(() => process.exit(0), 5_000).unref();
  void embedded.stop().finally(() => process.exit(0));
});
process.stdin.resume();
