import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, expect } from "vitest";
import { POST as confirmPost } from "@/app/accounts/password-reset-confirm/route";
import { POST as requestPost } from "@/app/accounts/reset-password-request/route";
import { linksIn } from "@/lib/email/eml";
import { resetEnvCache } from "@/lib/env";
import { db } from "@/lib/server/db/client";
import { listOutbox } from "@/lib/server/email/outbox";

/**
 * Shared by the password-reset integration tests: requests through the real route handlers (with
 * the CSRF cookie, header and Origin a browser sends) and the outbox in a temporary DATA_DIR.
 */
export const ORIGIN = "http://localhost:3000";
const CSRF = "c".repeat(43);
export const NEW_PASSWORD = "N3w-Passw0rd!";
export const INVALID = { error: "This password reset link is invalid or has expired.", invalid_link: true };
let dataDir = "";
let ipCounter = 0;

/** A fresh client address per call site, so the per-address limit only bites where a test wants it. */
export const freshIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

export function post(url: string, body: unknown, { ip = freshIp(), host }: { ip?: string; host?: string } = {}) {
  const origin = host ? `http://${host}` : ORIGIN;
  const headers = new Headers({
    "content-type": "application/json",
    cookie: `csrftoken=${CSRF}`,
    "x-csrftoken": CSRF,
    origin,
    [PEER_ADDRESS_HEADER]: ip,
  });
  if (host) headers.set("host", host);
  return new NextRequest(`${origin}${url}`, { method: "POST", headers, body: JSON.stringify(body) });
}

export const requestReset = (email: string, opts?: { ip?: string; host?: string }) =>
  requestPost(post("/accounts/reset-password-request/", { email }, opts));
export const confirm = (query: { uidb64?: string; token?: string }, password = NEW_PASSWORD) =>
  confirmPost(
    post(`/accounts/password-reset-confirm/?${new URLSearchParams(query as Record<string, string>)}`, {
      new_password: password,
    }),
  );

export async function mailTo(to: string) {
  return (await listOutbox(10_000)).filter((m) => m.to === to);
}

/** Requests a reset and returns the link from the email, as its query parameters. */
export async function linkFor(email: string) {
  expect((await requestReset(email)).status).toBe(200);
  const [mail] = await mailTo(email);
  const link = new URL(linksIn(mail!.text)[0]!);
  return { link, uidb64: link.searchParams.get("uidb64")!, token: link.searchParams.get("token")! };
}

export const hashOf = async (id: number) => (await db().user.findUniqueOrThrow({ where: { id } })).passwordHash;

/** Call once at the top of a test file: mail goes to a temporary outbox for the file. */
export function withTemporaryOutbox() {
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-reset-"));
    process.env.DATA_DIR = dataDir;
    delete process.env.SMTP_URL;
    resetEnvCache();
  });
  afterAll(async () => {
    delete process.env.DATA_DIR;
    resetEnvCache();
    rmSync(dataDir, { recursive: true, force: true });
  });
}
