import { migrate } from "../lib/server/db/migrate";

const url = process.env.DATABASE_URL;
if (!url) {
  console.error("DATABASE_URL is required (npm start applies migrations to the embedded database itself).");
  process.exit(1);
}
const applied = await migrate(url);
console.log(
  applied.length ? `Applied ${applied.length} migration(s): ${applied.join(", ")}` : "Database is up to date.",
);
