import { createHash, createHmac, pbkdf2Sync, randomBytes } from "node:crypto";
import { connect, type Socket } from "node:net";

/**
 * A client speaking the PostgreSQL wire protocol by hand, for tests that must send the protocol's
 * messages exactly when they say (split across packets, out of order, or not at all).
 * `answer` reads up to the next ReadyForQuery, or to an ErrorResponse when the server then closes.
 */
export class RawClient {
  private data = Buffer.alloc(0);
  private arrived: (() => void) | null = null;
  closed = false;
  /** Settles when the server (or the test) closes the connection. */
  readonly closing: Promise<void>;

  private constructor(readonly socket: Socket) {
    this.closing = new Promise((resolve) => socket.once("close", () => resolve()));
    socket.on("data", (chunk) => {
      this.data = Buffer.concat([this.data, chunk]);
      this.arrived?.();
    });
    socket.on("close", () => {
      this.closed = true;
      this.arrived?.();
    });
  }

  /** Connected, its startup message sent, nothing more. */
  static async connect(port: number, user = "postgres"): Promise<RawClient> {
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    const client = new RawClient(socket);
    client.send(startupMessage(user));
    return client;
  }

  /** Connected and logged in with `password` (SCRAM-SHA-256, as pg and psql do), at ReadyForQuery. */
  static async open(port: number, password: string): Promise<RawClient> {
    const client = await RawClient.connect(port);
    const [type, body] = (await client.next(1))[0]!;
    if (type !== "R" || body.readInt32BE(0) !== 10) throw new Error(`expected a SASL request, got ${type}`);
    const nonce = randomBytes(18).toString("base64");
    const clientFirstBare = `n=*,r=${nonce}`;
    const mechanism = Buffer.from("SCRAM-SHA-256\0");
    const first = Buffer.from(`n,,${clientFirstBare}`);
    const length = Buffer.alloc(4);
    length.writeInt32BE(first.length);
    client.send(frontend("p", Buffer.concat([mechanism, length, first])));
    const [, cont] = (await client.next(1))[0]!;
    const serverFirst = cont.toString("utf8", 4);
    const attrs = new Map(serverFirst.split(",").map((a): [string, string] => [a.slice(0, 1), a.slice(2)]));
    const salted = pbkdf2Sync(password, Buffer.from(attrs.get("s")!, "base64"), Number(attrs.get("i")), 32, "sha256");
    const clientKey = createHmac("sha256", salted).update("Client Key").digest();
    const storedKey = createHash("sha256").update(clientKey).digest();
    const withoutProof = `c=biws,r=${attrs.get("r")}`;
    const signature = createHmac("sha256", storedKey)
      .update(`${clientFirstBare},${serverFirst},${withoutProof}`)
      .digest();
    const proof = Buffer.from(clientKey.map((b, i) => b ^ signature[i]!)).toString("base64");
    client.send(frontend("p", Buffer.from(`${withoutProof},p=${proof}`)));
    const answer = await client.answer();
    if (answer.some(([t]) => t === "E")) throw new Error("password refused");
    return client;
  }

  send(...messages: Buffer[]): void {
    this.socket.write(Buffer.concat(messages));
  }

  /** The messages up to and including ReadyForQuery (or all before the server closed), as [type, body]. */
  async answer(): Promise<[string, Buffer][]> {
    const out: [string, Buffer][] = [];
    for (;;) {
      for (let m = this.one(); m; m = this.one()) {
        out.push(m);
        if (m[0] === "Z") return out;
      }
      if (this.closed) {
        if (out.length) return out;
        throw new Error("connection closed");
      }
      await new Promise<void>((resolve) => (this.arrived = resolve));
    }
  }

  /** The next `count` messages. */
  async next(count: number): Promise<[string, Buffer][]> {
    const out: [string, Buffer][] = [];
    for (;;) {
      for (let m = out.length < count ? this.one() : null; m; m = out.length < count ? this.one() : null) out.push(m);
      if (out.length >= count) return out;
      if (this.closed) throw new Error("connection closed");
      await new Promise<void>((resolve) => (this.arrived = resolve));
    }
  }

  private one(): [string, Buffer] | null {
    if (this.data.length < 5 || this.data.length < 1 + this.data.readInt32BE(1)) return null;
    const end = 1 + this.data.readInt32BE(1);
    const message: [string, Buffer] = [String.fromCharCode(this.data[0]!), this.data.subarray(5, end)];
    this.data = this.data.subarray(end);
    return message;
  }
}

export function startupMessage(user: string): Buffer {
  const params = Buffer.from(`user\0${user}\0database\0postgres\0\0`);
  const head = Buffer.alloc(8);
  head.writeInt32BE(8 + params.length, 0);
  head.writeInt32BE(196608, 4);
  return Buffer.concat([head, params]);
}

export function frontend(type: string, body: Buffer = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0);
  head.writeInt32BE(4 + body.length, 1);
  return Buffer.concat([head, body]);
}
