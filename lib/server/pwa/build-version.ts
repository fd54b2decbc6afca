import { readFileSync } from "node:fs";
import path from "node:path";

let cached: string | undefined;

/**
 * The id of the running build (`next build` writes it to <distDir>/BUILD_ID), which versions the
 * service worker's caches. Without a build (next dev) a per-process id: the worker is not
 * registered there anyway.
 */
export function buildVersion(): string {
  cached ??= readBuildId() ?? `dev-${Date.now().toString(36)}`;
  return cached;
}

function readBuildId(): string | null {
  try {
    const file = path.join(/* turbopackIgnore: true */ process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "BUILD_ID");
    const id = readFileSync(file, "utf8").trim();
    return /^[A-Za-z0-9._-]{1,100}$/.test(id) ? id : null;
  } catch {
    return null;
  }
}
