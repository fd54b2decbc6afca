import { rm } from "node:fs/promises";
import { startSmtpSink } from "../../lib/email/smtp-sink";
import { startFakeOAuth } from "./fake-oauth";
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from "./mail";

/**
 * A real SMTP server for the e2e run: the app is started with SMTP_URL pointing here
 * (playwright.config.ts), and every message it sends lands in E2E_MAIL_DIR as one .eml file.
 * A fake OAuth 2 provider on loopback (fake-oauth.ts): the app is started with OAUTH_TEST_ISSUER
 * pointing at it, for social sign-in.
 */
export default async function globalSetup() {
  await rm(E2E_MAIL_DIR, { recursive: true, force: true });
  const sink = await startSmtpSink({ port: E2E_SMTP_PORT, dir: E2E_MAIL_DIR });
  const oauth = await startFakeOAuth();
  return async () => {
    await Promise.all([sink.close(), oauth.close()]);
  };
}
