import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/**
 * A fake OAuth 2 provider on loopback for the e2e suite (the app offers it as "testoauth" when
 * OAUTH_TEST_ISSUER points here). It consents at once:
 *   GET  /authorize  302 back to redirect_uri with a single-use code and the state it was given
 *   POST /token      exchanges the code (same client id and redirect_uri) for an access token
 *   GET  /userinfo   the user behind a Bearer access token
 * Tests choose who signs in next with `setFakeOAuthUser` (PUT /__test/user): the server runs in
 * the Playwright runner, the tests in worker processes.
 */
export const E2E_OAUTH_PORT = Number(process.env.E2E_OAUTH_PORT ?? 2527);
export const E2E_OAUTH_ISSUER = `http://127.0.0.1:${E2E_OAUTH_PORT}`;
export const FAKE_OAUTH_CLIENT_ID = "ideaforge-e2e";

export interface FakeOAuthUser {
  id: string;
  email: string;
  email_verified: boolean;
  name: string;
}

interface Grant {
  user: FakeOAuthUser;
  clientId: string;
  redirectUri: string;
}

export interface FakeOAuthServer {
  url: string;
  close: () => Promise<void>;
}

const DEFAULT_USER: FakeOAuthUser = {
  id: "fake-0",
  email: "nobody@example.invalid",
  email_verified: false,
  name: "Nobody",
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The client id from HTTP Basic auth (client_secret_basic) or the form (client_secret_post). */
function clientIdOf(req: IncomingMessage, form: URLSearchParams): string | null {
  const auth = req.headers.authorization ?? "";
  if (auth.startsWith("Basic ")) {
    const [id] = Buffer.from(auth.slice(6), "base64").toString("utf8").split(":");
    return id ? decodeURIComponent(id) : null;
  }
  return form.get("client_id");
}

export async function startFakeOAuth(port = E2E_OAUTH_PORT, host = "127.0.0.1"): Promise<FakeOAuthServer> {
  let nextUser: FakeOAuthUser = DEFAULT_USER;
  const codes = new Map<string, Grant>();
  const tokens = new Map<string, FakeOAuthUser>();

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", `http://${host}:${port}`);
      if (req.method === "PUT" && url.pathname === "/__test/user") {
        nextUser = JSON.parse(await readBody(req)) as FakeOAuthUser;
        return json(res, 200, { ok: true });
      }
      if (req.method === "GET" && url.pathname === "/authorize") {
        const q = url.searchParams;
        const redirectUri = q.get("redirect_uri");
        if (q.get("response_type") !== "code" || q.get("client_id") !== FAKE_OAUTH_CLIENT_ID || !redirectUri) {
          return json(res, 400, { error: "invalid_request" });
        }
        const code = randomBytes(16).toString("hex");
        codes.set(code, { user: nextUser, clientId: FAKE_OAUTH_CLIENT_ID, redirectUri });
        const back = new URL(redirectUri);
        back.searchParams.set("code", code);
        if (q.get("state")) back.searchParams.set("state", q.get("state")!);
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }
      if (req.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(await readBody(req));
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? ""); // single use, even when the exchange fails
        if (
          form.get("grant_type") !== "authorization_code" ||
          !grant ||
          grant.redirectUri !== form.get("redirect_uri") ||
          clientIdOf(req, form) !== grant.clientId
        ) {
          return json(res, 400, { error: "invalid_grant" });
        }
        const accessToken = randomBytes(24).toString("hex");
        tokens.set(accessToken, grant.user);
        return json(res, 200, {
          access_token: accessToken,
          token_type: "Bearer",
          expires_in: 3600,
          scope: "profile email",
        });
      }
      if (req.method === "GET" && url.pathname === "/userinfo") {
        const user = tokens.get((req.headers.authorization ?? "").replace(/^Bearer\s+/i, ""));
        return user ? json(res, 200, user) : json(res, 401, { error: "invalid_token" });
      }
      json(res, 404, { error: "not_found" });
    })().catch((error: unknown) => json(res, 500, { error: String(error) }));
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Who the fake provider signs in as next (called from tests). */
export async function setFakeOAuthUser(user: FakeOAuthUser, issuer = E2E_OAUTH_ISSUER): Promise<void> {
  const res = await fetch(`${issuer}/__test/user`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(user),
  });
  if (!res.ok) throw new Error(`fake OAuth provider at ${issuer} answered ${res.status}`);
}
