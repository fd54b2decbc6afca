import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { linksIn, parseEml } from "../lib/email/eml";
import { hashPassword } from "../lib/auth/passwords";
import { E2E_SMTP_PORT, waitForMail } from "./support/mail";
import { expect, test } from "./support/fixtures";

/**
 * `npm start` without a production setting is one thing, whatever the database: a development
 * instance (demo data, local billing, mail in DATA_DIR/mail, plain-http cookies) where a password
 * reset works end to end. It once started half in production when DATABASE_URL was set.
 * Each case starts the real start script on its own port and data folder, reusing the e2e build.
 */
const server = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
const NEW_PASSWORD = "Fresh-Start-42!";
/**
 * The demo library these starts seed: a 2,000-post slice (about 25 ideas, with the demo users).
 * These cases are about the instance's mode, not its library; the suite's 12,000-post slice
 * (playwright.config.ts) took each start about four minutes of pipeline work, this one seconds.
 */
const START_LIBRARY_POSTS = "2000";

interface Started {
  url: string;
  dataDir: string;
  stop: () => Promise<void>;
}

async function startApp(
  port: number,
  databaseUrl: string | undefined,
  extraEnv: Record<string, string> = {},
): Promise<Started> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "ideaforge-start-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: "0",
    LOG_LEVEL: "warn",
    SEED_LIBRARY_POSTS: START_LIBRARY_POSTS,
  };
  for (const name of [
    "APP_ENV",
    "NODE_ENV",
    "SMTP_URL",
    "DATABASE_URL",
    "APP_URL",
    "NEXTAUTH_URL",
    "OAUTH_TEST_ISSUER",
    "SECRET_KEY",
  ])
    delete env[name];
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  Object.assign(env, extraEnv);
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setInterval(() => {
      if (output.includes("Ready in")) resolve(true);
      if (child.exitCode !== null) resolve(false);
    }, 200);
    setTimeout(() => resolve(false), 240_000);
    child.once("exit", () => clearInterval(timer));
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  if (!ready) {
    await stop();
    throw new Error(`The app did not start:\n${output.slice(-3000)}`);
  }
  return { url: `http://localhost:${port}`, dataDir, stop };
}

async function resetLinkIn(dataDir: string, to: string): Promise<URL> {
  for (let i = 0; i < 50; i++) {
    const dir = path.join(dataDir, "mail");
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const mail = parseEml(await readFile(path.join(dir, name), "utf8"));
      const link = linksIn(mail.text).find((l) => l.includes("/reset-password?"));
      if (mail.to.includes(to) && link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No reset email to ${to} in ${dataDir}/mail`);
}

/** Forgot password, the emailed link, the new password, and a login with it, as a browser's calls. */
async function resetAndLogIn(app: Started, request: import("@playwright/test").APIRequestContext) {
  const csrf = (await (await request.get(`${app.url}/accounts/csrf/`)).json()).csrfToken as string;
  const headers = { "X-CSRFToken": csrf, Origin: app.url };
  const email = "demo_starter@example.com";
  const asked = await request.post(`${app.url}/accounts/reset-password-request/`, { data: { email }, headers });
  expect(asked.status()).toBe(200);
  expect(await asked.json()).not.toHaveProperty("debug_link");

  const link = await resetLinkIn(app.dataDir, email);
  const query = new URLSearchParams({
    uidb64: link.searchParams.get("uidb64")!,
    token: link.searchParams.get("token")!,
  });
  const confirmed = await request.post(`${app.url}/accounts/password-reset-confirm/?${query}`, {
    data: { new_password: NEW_PASSWORD },
    headers,
  });
  expect(confirmed.status()).toBe(200);

  const login = await request.post(`${app.url}/accounts/login/`, {
    data: { username: "demo_starter", password: NEW_PASSWORD, remember_me: false },
    headers,
  });
  expect(login.status()).toBe(200);
  const cookies = login
    .headersArray()
    .filter((h) => h.name.toLowerCase() === "set-cookie")
    .map((h) => h.value);
  expect(cookies.some((c) => c.startsWith("sessionid="))).toBe(true);
  // Plain http in development: a Secure cookie would never come back.
  for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*secure/i);
}

test.describe("npm start without a production setting", () => {
  test.describe.configure({ timeout: 300_000 });

  test("on the embedded database is a development instance where a password reset works", async ({ playwright }) => {
    const app = await startApp(3191, undefined);
    const request = await playwright.request.newContext();
    try {
      await resetAndLogIn(app, request);
    } finally {
      await request.dispose();
      await app.stop();
    }
  });

  test("on a PostgreSQL server (DATABASE_URL) is the same development instance", async ({ playwright }) => {
    test.skip(!server, "needs TEST_DATABASE_URL");
    const name = `ideaforge_start_${process.pid}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(server!);
    url.pathname = `/${name}`;
    const app = await startApp(3192, url.toString()).catch(async (error) => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      throw error;
    });
    const request = await playwright.request.newContext();
    try {
      await resetAndLogIn(app, request);
    } finally {
      await request.dispose();
      await app.stop();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  });
});

/** A fresh database on the test server for one started app; dropped by the returned function. */
async function freshDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

test.describe("npm start with APP_ENV=production", () => {
  test.describe.configure({ timeout: 300_000 });

  // The same reset, in production: no demo data, no mailbox, the link by SMTP; the reset request
  // once answered 500 ('SECRET_KEY is required in production') when production was half-decided.
  test("on a PostgreSQL server is a production instance where a password reset works", async ({ playwright }) => {
    test.skip(!server, "needs TEST_DATABASE_URL");
    const database = await freshDatabase(`ideaforge_prod_${process.pid}`);
    const port = 3193;
    const production = {
      APP_ENV: "production",
      APP_URL: `http://localhost:${port}`,
      SECRET_KEY: "e2e-production-secret-key-0123456789abcdef",
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      MAIL_FROM: "IdeaForge <no-reply@ideaforge.example>",
      STRIPE_SECRET_KEY: "sk_test_e2e_not_called",
      STRIPE_WEBHOOK_SECRET: "whsec_e2e_not_called",
      STRIPE_PRICE_STARTER: "price_e2e_starter",
      STRIPE_PRICE_PRO: "price_e2e_pro",
      STRIPE_PRICE_LIFETIME: "price_e2e_lifetime",
    };
    let app: Started | undefined;
    const request = await playwright.request.newContext();
    try {
      app = await startApp(port, database.url, production);
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      const demo = await db.query("SELECT count(*)::int AS n FROM users");
      expect(demo.rows[0].n, "no demo users in production").toBe(0);
      const email = `prod_${process.pid}@example.test`;
      await db.query("INSERT INTO users (username, email, password_hash, updated_at) VALUES ($1, $2, $3, now())", [
        `prod_${process.pid}`,
        email,
        await hashPassword("Old-Password-42!"),
      ]);
      await db.end();

      // No mailbox in production: the path is sent home like any unknown page.
      const mailbox = await request.get(`${app.url}/dev/mailbox`, { maxRedirects: 0 });
      expect(mailbox.status(), "no mailbox in production").toBe(307);
      expect(new URL(mailbox.headers().location!, app.url).pathname).toBe("/");
      const csrf = (await (await request.get(`${app.url}/accounts/csrf/`)).json()).csrfToken as string;
      const headers = { "X-CSRFToken": csrf, Origin: app.url };
      const asked = await request.post(`${app.url}/accounts/reset-password-request/`, { data: { email }, headers });
      expect(asked.status()).toBe(200);
      expect(await asked.json()).not.toHaveProperty("debug_link");
      const mail = await waitForMail(email, "Reset your IdeaForge password", { timeoutMs: 30_000 });
      const link = new URL(mail.links.find((l) => l.includes("/reset-password?"))!);
      const query = new URLSearchParams({
        uidb64: link.searchParams.get("uidb64")!,
        token: link.searchParams.get("token")!,
      });
      const confirmed = await request.post(`${app.url}/accounts/password-reset-confirm/?${query}`, {
        data: { new_password: NEW_PASSWORD },
        headers,
      });
      expect(confirmed.status()).toBe(200);

      const login = await request.post(`${app.url}/accounts/login/`, {
        data: { username: `prod_${process.pid}`, password: NEW_PASSWORD, remember_me: false },
        headers,
      });
      expect(login.status()).toBe(200);
      const session = login
        .headersArray()
        .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("sessionid="));
      // Production marks its session cookie Secure (it is meant to be served over https).
      expect(session?.value).toMatch(/;\s*secure/i);
    } finally {
      await request.dispose();
      await app?.stop();
      await database.drop();
    }
  });
});
