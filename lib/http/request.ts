import { randomUUID } from "node:crypto";
import { env } from "@/lib/env";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * The client's address for throttling. Behind a proxy you trust (TRUST_PROXY=1) the last hop that
 * proxy appended to X-Forwarded-For; otherwise the first entry Next.js records for the socket.
 */
export function clientIpOf(headers: Headers): string {
  const forwarded = (headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const ip = env().TRUST_PROXY === "1" ? forwarded.at(-1) : forwarded[0];
  return (ip ?? headers.get("x-real-ip") ?? "unknown").slice(0, 64);
}

export function cookieOf(headers: Headers, name: string): string | undefined {
  const raw = headers.get("cookie");
  if (!raw) return undefined;
  for (const part of raw.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
