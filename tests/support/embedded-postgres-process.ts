import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/**
 * The embedded database as `npm start` runs it: PGlite and its socket server in one process, the
 * app in another (scripts/start.ts serves the database and spawns the Next.js server). In-memory.
 */
export interface EmbeddedPostgresProcess {
  url: string;
  stop: () => Promise<void>;
}

const MAIN = fileURLToPath(new URL("./embedded-postgres-main.ts", import.meta.url));

export async function startEmbeddedPostgresProcess(): Promise<EmbeddedPostgresProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", MAIN], { stdio: ["pipe", "pipe", "inherit"] });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  const url = await new Promise<string>((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += String(chunk);
      if (out.includes("\n")) resolve(out.trim());
    });
    void exited.then((code) => reject(new Error(`The embedded PostgreSQL process exited with code ${code}.`)));
  });
  return {
    url,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
  };
}
