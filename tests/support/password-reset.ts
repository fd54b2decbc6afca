import type { JobHelpers } from "graphile-worker";
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
import { PASSWORD_RESET_TASK, passwordResetTask } from "@/lib/server/auth/password-reset";

/**
 * Shared by the password-reset integration tests: requests through the real route handlers (with
 * the CSRF cookie, header and Origin a browser sends) and the outbox in a temporary DATA_DIR.
 */
export const ORIGIN = "http://localhost:3000";
const CSRF = "c".repeat(43);
export const NEW_PASSWORD = "N3w-Passw0rd!";
export const INVALID = { error: "This password reset link is invalid or has expired.", invalid_link: true };
let dataDir = "";
// Each test file starts somewhere else: the files share one database, so their addresses must not meet.
let ipCounter = Math.floor(Math.random() * 16_000_000);

/** A fresh client address per call site, so the per-address limit only bites where a test wants it. */
export const freshIp = () => `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;

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

/** The outbox's emails to `to`, once the waiting password-reset jobs for that address have run (as the worker would). */
export async function mailTo(to: string) {
  await runResetJobsFor(to);
  return (await listOutbox(10_000)).filter((m) => m.to === to);
}

/** Runs the waiting password_reset_request jobs for `email` now, as the worker would. */
export async function runResetJobsFor(email: string) {
  const jobs = await db().$queryRaw<{ id: bigint; payload: unknown }[]>`
    SELECT j.id, j.payload FROM graphile_worker._private_jobs j JOIN graphile_worker._private_tasks t ON t.id = j.task_id
    WHERE t.identifier = ${PASSWORD_RESET_TASK} AND lower(j.payload->>'email') = lower(${email}) ORDER BY j.id`;
  for (const job of jobs) {
    await passwordResetTask(job.payload, {} as JobHelpers);
    await db().$executeRaw`SELECT graphile_worker.complete_jobs(ARRAY[${job.id}::bigint])`;
  }
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
