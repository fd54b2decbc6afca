import { createHash, createHmac, pbkdf2Sync, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * The password check of the embedded server (pglite-server.ts): SCRAM-SHA-256, as PostgreSQL asks
 * it (RFC 5802 and 7677, without channel binding: the socket is plain loopback TCP). The password
 * itself never crosses the socket, so a client that reached a squatter on the port gives nothing
 * away, and the server keeps only the derived keys.
 *
 * Every connection must pass it before its startup message reaches PGlite: until then it holds no
 * place in the session queue and can read nothing. Any user name is accepted (PGlite has one role);
 * any password but the right one, a missing one, or any other message is refused with FATAL 28P01.
 */
const MECHANISM = "SCRAM-SHA-256";
const ITERATIONS = 4096;
const SASL = 10;
const SASL_CONTINUE = 11;
const SASL_FINAL = 12;
const PASSWORD_MESSAGE = "p".charCodeAt(0);

export interface ScramVerifier {
  salt: Buffer;
  iterations: number;
  storedKey: Buffer;
  serverKey: Buffer;
}

/** Derived once per server start: PBKDF2 per connection would cost each pool connection ~5 ms. */
export function scramVerifier(password: string, iterations = ITERATIONS): ScramVerifier {
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password.normalize("NFKC"), salt, iterations, 32, "sha256");
  return {
    salt,
    iterations,
    storedKey: sha256(hmac(salted, "Client Key")),
    serverKey: hmac(salted, "Server Key"),
  };
}

export type AuthStep = { send: Buffer; passed: boolean } | { refuse: Buffer };

/** One connection's exchange: `begin` asks for the password, `answer` takes each PasswordMessage. */
export class PasswordCheck {
  private clientFirstBare: string | null = null;
  private gs2Header = "";
  private serverFirst = "";
  private nonce = "";

  constructor(
    private readonly verifier: ScramVerifier,
    readonly user: string,
  ) {}

  begin(): Buffer {
    return authentication(SASL, Buffer.from(`${MECHANISM}\0\0`));
  }

  /** `message` is a whole frontend message (type byte, length, body). */
  answer(message: Buffer): AuthStep {
    try {
      if (message[0] !== PASSWORD_MESSAGE) return this.refuse();
      const body = message.subarray(5);
      return this.clientFirstBare === null ? this.first(body) : this.final(body.toString("utf8"));
    } catch {
      return this.refuse();
    }
  }

  /** SASLInitialResponse: mechanism, then the client-first-message "n,,n=...,r=nonce". */
  private first(body: Buffer): AuthStep {
    const end = body.indexOf(0);
    if (end < 0 || body.toString("utf8", 0, end) !== MECHANISM) return this.refuse();
    const length = body.readInt32BE(end + 1);
    const clientFirst = body.toString("utf8", end + 5, end + 5 + Math.max(0, length));
    // Only "n" (no channel binding) or "y" (client could bind, server cannot) is acceptable here.
    const gs2 = /^([ny]),,(n=[^,]*,r=([!-+\--~]+))$/.exec(clientFirst);
    if (!gs2) return this.refuse();
    this.gs2Header = `${gs2[1]},,`;
    this.clientFirstBare = gs2[2]!;
    this.nonce = gs2[3]! + randomBytes(18).toString("base64");
    this.serverFirst = `r=${this.nonce},s=${this.verifier.salt.toString("base64")},i=${this.verifier.iterations}`;
    return { send: authentication(SASL_CONTINUE, Buffer.from(this.serverFirst)), passed: false };
  }

  /** SASLResponse: "c=<gs2 header base64>,r=<nonce>,p=<proof>"; the proof proves the password. */
  private final(clientFinal: string): AuthStep {
    const match = /^(c=([A-Za-z0-9+/=]+),r=([^,]+)),p=([A-Za-z0-9+/=]+)$/.exec(clientFinal);
    const binding = Buffer.from(this.gs2Header).toString("base64");
    if (!match || match[2] !== binding || match[3] !== this.nonce) return this.refuse();
    const authMessage = `${this.clientFirstBare},${this.serverFirst},${match[1]}`;
    const proof = Buffer.from(match[4]!, "base64");
    const signature = hmac(this.verifier.storedKey, authMessage);
    if (proof.length !== signature.length) return this.refuse();
    const clientKey = Buffer.from(proof.map((byte, i) => byte ^ signature[i]!));
    // Constant time: how much of the key matched must not show in how long the answer took.
    if (!timingSafeEqual(sha256(clientKey), this.verifier.storedKey)) return this.refuse();
    const serverSignature = hmac(this.verifier.serverKey, authMessage).toString("base64");
    return { send: authentication(SASL_FINAL, Buffer.from(`v=${serverSignature}`)), passed: true };
  }

  private refuse(): AuthStep {
    return { refuse: passwordFailed(this.user) };
  }
}

/** FATAL 28P01, worded as PostgreSQL words it. */
export function passwordFailed(user: string): Buffer {
  const fields = [
    ["S", "FATAL"],
    ["V", "FATAL"],
    ["C", "28P01"],
    ["M", `password authentication failed for user "${user}"`],
  ];
  const body = Buffer.concat([...fields.map(([k, v]) => Buffer.from(`${k}${v}\0`)), Buffer.from([0])]);
  return backendMessage("E", body);
}

/** The user a startup message names ("" when it names none). */
export function startupUser(startup: Buffer): string {
  const parts = startup.toString("utf8", 8).split("\0");
  for (let i = 0; i + 1 < parts.length; i += 2) if (parts[i] === "user") return parts[i + 1]!;
  return "";
}

function authentication(code: number, data: Buffer): Buffer {
  const body = Buffer.alloc(4 + data.length);
  body.writeInt32BE(code, 0);
  data.copy(body, 4);
  return backendMessage("R", body);
}

function backendMessage(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}

function hmac(key: Buffer, data: string): Buffer {
  return createHmac("sha256", key).update(data).digest();
}

function sha256(data: Buffer): Buffer {
  return createHash("sha256").update(data).digest();
}
