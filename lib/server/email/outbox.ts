import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseEml } from "@/lib/email/eml";
import { outboxDir } from "@/lib/email/transport";

/** The local outbox (`${DATA_DIR}/mail/*.eml`), read for the dev mailbox. */
export interface OutboxMessage {
  file: string;
  to: string;
  subject: string;
  date: Date | null;
  text: string;
}

/** The newest messages first (file names start with the time they were written). */
export async function listOutbox(limit = 100, dir = outboxDir()): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  const newest = names.filter((n) => n.endsWith(".eml")).sort().reverse().slice(0, limit);
  return Promise.all(
    newest.map(async (file) => {
      const parsed = parseEml(await readFile(path.join(dir, file), "utf8"));
      return { file, to: parsed.to, subject: parsed.subject, date: parsed.date, text: parsed.text };
    }),
  );
}
