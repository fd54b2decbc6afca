import { randomBytes } from "node:crypto";
import { chmodSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { writeFileOnce } from "../files/write-once";

/**
 * The embedded database's password (lib/server/db/pglite-server.ts asks every connection for it).
 * A database kept on disk has one password for good, in a file beside its data directory
 * (`.data/pglite` -> `.data/pglite-password`), readable by its owner only; the app and the commands
 * that open the database read it from there. A `memory://` database gets a new one each start.
 * No module here loads PGlite, so configuration files may import it.
 */
export function embeddedPasswordFile(dataDir: string): string {
  return `${path.resolve(dataDir)}-password`;
}

export function newEmbeddedPassword(): string {
  return randomBytes(24).toString("base64url");
}

/** The password kept for `dataDir`, made (once) when there is none yet. */
export function embeddedPassword(dataDir: string): string {
  if (dataDir.startsWith("memory://")) return newEmbeddedPassword();
  return keepEmbeddedPassword(dataDir, newEmbeddedPassword());
}

/**
 * Keeps `password` for `dataDir` unless one is kept already, and returns the one kept. The file
 * appears whole or not at all (a private temporary file, hard-linked into place), so two processes
 * starting at once agree on one password.
 */
export function keepEmbeddedPassword(dataDir: string, password: string): string {
  writeFileOnce(embeddedPasswordFile(dataDir), `${password}\n`);
  return readEmbeddedPassword(dataDir);
}

/** The password kept for `dataDir`; its file is made private again if someone opened it up. */
export function readEmbeddedPassword(dataDir: string): string {
  const file = embeddedPasswordFile(dataDir);
  if (statSync(file).mode & 0o077) chmodSync(file, 0o600);
  const password = readFileSync(file, "utf8").trim();
  if (!password) throw new Error(`${file} is empty: delete it and a new password is made at the next start.`);
  return password;
}

/** The URL of the embedded database on `port`. */
export function embeddedUrl(port: number, password: string): string {
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres?sslmode=disable`;
}
