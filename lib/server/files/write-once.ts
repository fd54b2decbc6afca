import { randomBytes } from "node:crypto";
import { linkSync, mkdirSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * Writes `content` to `file` (mode 0600) unless the file exists. The content goes to a private
 * temporary file that is hard-linked into place, so when two processes race one writes the whole
 * file and the other finds it there: never a half-written file, never two different contents.
 */
export function writeFileOnce(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
  writeFileSync(temp, content, { mode: 0o600, flag: "wx" });
  try {
    linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    unlinkSync(temp);
  }
}
