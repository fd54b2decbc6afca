import { z } from "zod";

/**
 * Environment, parsed once with zod. Read through `env()` (lazy, so `next build` does not need a
 * database). A missing or malformed variable fails start-up with a message naming it.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** production | development | test. `npm start` with the embedded database sets development. */
  APP_ENV: z.enum(["development", "production", "test"]).optional(),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  APP_URL: z.string().url().optional(),
  DATA_DIR: z.string().default(".data"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Where the app listens. Unset: 127.0.0.1 outside production, every interface in production. */
  HOST: z.string().optional(),
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /** With TRUST_PROXY=1: the proxies' addresses and ranges; the client is the right-most X-Forwarded-For hop not in it. */
  TRUSTED_PROXIES: z.string().default("127.0.0.0/8, ::1, 10.0.0.0/8, 172.16.0.0/12, 192.168.0.0/16, fc00::/7"),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(1_000_000),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  STRIPE_API_PORT: z.coerce.number().int().optional(),
  STRIPE_API_PROTOCOL: z.enum(["http", "https"]).optional(),
  STRIPE_PRICE_STARTER: z.string().optional(),
  STRIPE_PRICE_PRO: z.string().optional(),
  STRIPE_PRICE_LIFETIME: z.string().optional(),
  SMTP_URL: z.string().optional(),
  /**
   * "1" (default): the app process runs the job worker that sends the outbox's emails. "0" for app
   * instances of a deployment that runs `npm run worker` processes instead.
   */
  WORKER_IN_APP: z.enum(["0", "1"]).default("1"),
  MAIL_FROM: z.string().default("IdeaForge <no-reply@ideaforge.local>"),
  /** Where support requests from /support are emailed (the team's inbox). */
  SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an email address").default("support@ideaforge.local"),
  SEED_DEMO: z.enum(["0", "1"]).optional(),
  /** Signs password-reset links. Outside production a generated key in DATA_DIR/secret-key is used instead. */
  SECRET_KEY: z.string().min(32, "SECRET_KEY must be at least 32 characters").optional(),
  PASSWORD_RESET_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(3600),
  /** Social sign-in: a provider is offered only when both its client id and secret are set. */
  GITHUB_CLIENT_ID: z.string().optional(),
  GITHUB_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  /** Signs next-auth's OAuth state cookies. Unset: derived from the app secret (SECRET_KEY, or the generated key outside production). */
  NEXTAUTH_SECRET: z.string().min(32, "NEXTAUTH_SECRET must be at least 32 characters").optional(),
  /** The app's public URL as next-auth sees it (OAuth redirect URIs). Unset: APP_URL. */
  NEXTAUTH_URL: z.string().url().optional(),
  /** Tests only: URL of a fake OAuth 2 provider, offered as "testoauth". Ignored in production. */
  OAUTH_TEST_ISSUER: z.string().url().optional(),
});

export type Env = z.infer<typeof schema> & {
  appEnv: "development" | "production" | "test";
  isProduction: boolean;
  appUrl: string;
  secureCookies: boolean;
};

let cached: Env | undefined;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid environment:\n${problems}`);
  }
  const e = result.data;
  const appEnv = e.APP_ENV ?? (e.NODE_ENV === "production" ? "production" : e.NODE_ENV);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    ...e,
    appEnv,
    isProduction: appEnv === "production",
    appUrl,
    secureCookies: appEnv === "production" || appUrl.startsWith("https://"),
  };
}

export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/** For tests that change process.env between cases. */
export function resetEnvCache(): void {
  cached = undefined;
}
