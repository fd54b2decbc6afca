import { createServer, type Socket } from "node:net";
import type { PGlite } from "@electric-sql/pglite";
import { PasswordCheck, scramVerifier, startupUser, type ScramVerifier } from "./pglite-auth";

/**
 * Serves one PGlite database on a loopback socket to ordinary PostgreSQL clients (the app's pg
 * pools), one client at a time.
 *
 * PGlite is a single PostgreSQL session, yet the app opens several connections and expects each to
 * be a session of its own: between a connection's Parse and its Bind the unnamed statement must
 * stay its own, and between BEGIN and COMMIT nobody else's statement may run. So the session
 * belongs to one connection from that connection's first message until PGlite answers
 * ReadyForQuery with status Idle ('I') and the connection has nothing more buffered; the other
 * connections wait their turn in arrival order. An extended-query sequence split across packets and
 * a whole transaction therefore run without another connection's statements between them.
 * (@electric-sql/pglite-socket interleaves connections message by message, keeping only
 * transactions together: under parallel requests one request's Bind met another's Parse, giving
 * errors and, worse, answers about another request's user.)
 *
 * A holder that sends nothing for `holdTimeoutMs` while it holds the session (a dead or stuck
 * client) is disconnected (time this process spent busy, unable to hear it, does not count); a holder that goes away mid-transaction or mid-sequence has its work
 * rolled back, as a PostgreSQL server does when its client disconnects.
 *
 * Why here rather than a pool of one connection in the app: the app keeps the code path it has on a
 * real server (a pool of connections; Deep Search's two statements at once, which here simply run
 * one after the other), and it is not slower: PGlite runs one statement at a time either way, but a
 * pool of one also queues every request behind one client round trip, and in a burst of 200 parallel
 * requests its interactive transactions timed out waiting for that one connection.
 */
export interface PGliteServer {
  port: number;
  stop: () => Promise<void>;
}

export interface PGliteServerOptions {
  /**
   * The one password every connection must prove (SCRAM-SHA-256, see pglite-auth.ts) before its
   * startup message reaches PGlite: without it any local process could read and write the database.
   */
  password: string;
  host?: string;
  port?: number;
  maxConnections?: number;
  /**
   * How long a connection may hold the session without sending anything. Longer than the app's
   * longest transaction timeout (15 s), so Prisma ends a slow transaction itself first.
   */
  holdTimeoutMs?: number;
  /** How long a new connection may take to prove the password before it is disconnected. */
  authTimeoutMs?: number;
}

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;
const IDLE = "I".charCodeAt(0);
const READY_FOR_QUERY = "Z".charCodeAt(0);
const TERMINATE = "X".charCodeAt(0);
const QUERY = "Q".charCodeAt(0);
const COPY_IN_RESPONSE = "G".charCodeAt(0);
const COPY_DONE = "c".charCodeAt(0);
const COPY_FAIL = "f".charCodeAt(0);

export async function servePGlite(
  db: PGlite,
  {
    password,
    host = "127.0.0.1",
    port = 0,
    maxConnections = 40,
    holdTimeoutMs = 20_000,
    authTimeoutMs = 10_000,
  }: PGliteServerOptions,
): Promise<PGliteServer> {
  if (!password) throw new Error("The PGlite server needs a password.");
  await db.waitReady;
  const verifier = scramVerifier(password);
  const gate = new SessionGate();
  const connections = new Set<Connection>();
  const server = createServer((socket) => {
    const connection = new Connection(socket, db, gate, holdTimeoutMs, verifier, authTimeoutMs);
    connections.add(connection);
    socket.on("close", () => connections.delete(connection));
  });
  server.maxConnections = maxConnections;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The PGlite server has no TCP address.");
  return {
    port: address.port,
    stop: async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      const lastHolder = gate.stop();
      for (const connection of connections) connection.socket.destroy();
      await Promise.all([closed, lastHolder]);
    },
  };
}

/** The one session, lent to one connection at a time, in the order they asked. */
class SessionGate {
  private holder: Connection | null = null;
  private waiting: Connection[] = [];
  private held: Promise<void> = Promise.resolve();
  private stopped = false;

  request(connection: Connection): void {
    if (this.holder === connection || this.waiting.includes(connection)) return;
    this.waiting.push(connection);
    this.lendNext();
  }

  withdraw(connection: Connection): void {
    this.waiting = this.waiting.filter((c) => c !== connection);
  }

  /** Lends the session to nobody any more; resolves when the current holder is done with it. */
  stop(): Promise<void> {
    this.stopped = true;
    this.waiting = [];
    return this.held;
  }

  private lendNext(): void {
    if (this.holder || this.stopped) return;
    const next = this.waiting.shift();
    if (!next) return;
    this.holder = next;
    this.held = next.hold().finally(() => {
      this.holder = null;
      this.lendNext();
    });
  }
}

/** One client connection: frames its messages, and runs them while it holds the session. */
class Connection {
  private buffer: Buffer = Buffer.alloc(0);
  /** What the socket delivered since the buffer last held a whole message, and how much the buffer lacks for one. */
  private pieces: Buffer[] = [];
  private piecesLength = 0;
  private missing = 0;
  private messages: Buffer[] = [];
  private started = false;
  /** The session is Idle as far as this connection left it: its last ReadyForQuery said 'I'. */
  private idle = true;
  private closed = false;
  private wake: (() => void) | null = null;
  /** A COPY FROM STDIN at the head of `messages` has been answered with our own CopyInResponse. */
  private copyAnnounced = false;
  /** Until the password is proven: its exchange, and the startup message PGlite gets after it. */
  private check: PasswordCheck | null = null;
  private startup: Buffer | null = null;
  /** Cancels the cut-off of a connection that has not proven its password in time. */
  private readonly cancelAuthTimer: () => void;

  constructor(
    readonly socket: Socket,
    private readonly db: PGlite,
    private readonly gate: SessionGate,
    private readonly holdTimeoutMs: number,
    private readonly verifier: ScramVerifier,
    authTimeoutMs: number,
  ) {
    // Time this process spent busy does not count: a client in this same process (a pool opening a
    // connection just before the pipeline groups a library) answers once the process is free again.
    this.cancelAuthTimer = afterFreeTime(authTimeoutMs, () => socket.destroy());
    socket.setNoDelay(true);
    socket.on("data", (chunk) => this.receive(chunk));
    socket.on("error", () => socket.destroy());
    socket.on("close", () => {
      this.cancelAuthTimer();
      this.closed = true;
      this.gate.withdraw(this);
      this.wake?.();
    });
  }

  /**
   * Pieces of a message are joined once it is whole: joined at every piece, a message of tens of
   * megabytes (a COPY's rows) was copied once per piece the socket delivered, its cost growing with
   * the square of its size.
   */
  private receive(chunk: Buffer): void {
    this.pieces.push(chunk);
    this.piecesLength += chunk.length;
    if (this.piecesLength < this.missing) return;
    this.buffer = Buffer.concat([this.buffer, ...this.pieces]);
    this.pieces = [];
    this.piecesLength = 0;
    try {
      this.frame();
    } catch {
      this.socket.destroy();
      return;
    }
    this.missing = this.missingForNextMessage();
    if (this.messages.length) this.gate.request(this);
    this.wake?.();
  }

  /**
   * Moves the complete messages out of the buffer; answers SSL and GSS requests with 'N'. The
   * startup message waits until the password is proven (authenticate); nothing reaches PGlite before.
   */
  private frame(): void {
    for (;;) {
      if (this.closed || this.socket.writableEnded) return;
      if (!this.started) {
        if (this.buffer.length < 8) return;
        const length = this.checkedLength(this.buffer.readInt32BE(0));
        if (this.buffer.length < length) return;
        const code = this.buffer.readInt32BE(4);
        const message = this.take(length);
        if (code === SSL_REQUEST || code === GSSENC_REQUEST) this.socket.write("N");
        else if (code === CANCEL_REQUEST)
          this.socket.end(); // nothing to cancel: one statement runs at a time
        else {
          this.started = true;
          this.startup = message;
          this.check = new PasswordCheck(this.verifier, startupUser(message));
          this.socket.write(this.check.begin());
        }
      } else {
        if (this.buffer.length < 5) return;
        const length = 1 + this.checkedLength(this.buffer.readInt32BE(1));
        if (this.buffer.length < length) return;
        const message = this.take(length);
        if (this.check) this.authenticate(this.check, message);
        else this.messages.push(message);
      }
    }
  }

  /** One step of the password exchange: refused -> FATAL and closed; proven -> PGlite gets the startup. */
  private authenticate(check: PasswordCheck, message: Buffer): void {
    const step = check.answer(message);
    if ("refuse" in step) {
      this.buffer = Buffer.alloc(0);
      this.socket.end(step.refuse);
      return;
    }
    this.socket.write(step.send);
    if (!step.passed) return;
    this.cancelAuthTimer();
    this.check = null;
    this.messages.push(this.startup!);
    this.startup = null;
  }

  /** Bytes the buffer lacks for the next message to be whole (its header first); 0 when a malformed length is to be refused. */
  private missingForNextMessage(): number {
    const header = this.started ? 5 : 8;
    if (this.buffer.length < header) return header - this.buffer.length;
    const length = this.started ? 1 + this.buffer.readInt32BE(1) : this.buffer.readInt32BE(0);
    return Math.max(0, length - this.buffer.length);
  }

  private checkedLength(length: number): number {
    if (length < 4) throw new Error("Malformed message length.");
    return length;
  }

  private take(length: number): Buffer {
    const message = this.buffer.subarray(0, length);
    this.buffer = this.buffer.subarray(length);
    return message;
  }

  /**
   * Holds the session: runs this connection's messages until it leaves the session Idle with
   * nothing buffered, or goes away (then what it left open is rolled back). Never rejects.
   */
  async hold(): Promise<void> {
    try {
      await this.serve();
    } catch {
      this.socket.destroy();
      this.idle = false;
    }
    if (!this.idle) await rollBack(this.db).catch(() => undefined);
  }

  private async serve(): Promise<void> {
    for (;;) {
      const batch = this.nextBatch();
      if (batch === "copy data") {
        if (!(await this.nextData())) return void this.socket.destroy();
      } else if (batch) await this.run(batch);
      else if (this.closed || (this.idle && this.buffer.length === 0 && this.piecesLength === 0)) return;
      else if (!(await this.nextData())) return void this.socket.destroy();
    }
  }

  /**
   * The messages to hand PGlite in one call: all that are buffered, except that the startup message
   * goes alone (PGlite reads nothing after it), a Terminate ends the batch before it, and a COPY
   * FROM STDIN goes with all its data (see copyBatch).
   */
  private nextBatch(): Buffer | { copy: Buffer } | "terminate" | "copy data" | null {
    const first = this.messages[0];
    if (!first) return null;
    // (A startup message has no type byte: it begins with its length, whose first byte is 0.)
    if (first[0] === 0) return this.messages.shift()!;
    if (first[0] === TERMINATE) {
      this.messages.shift();
      return "terminate";
    }
    if (isCopyFromStdin(first)) return this.copyBatch();
    const end = this.messages.findIndex((m) => m[0] === TERMINATE || isCopyFromStdin(m));
    return Buffer.concat(this.messages.splice(0, end === -1 ? this.messages.length : end));
  }

  /**
   * COPY FROM STDIN. PGlite reads the rows of a COPY from the same input as the COPY statement, in
   * the same call: handed the statement alone it waits for them inside that call, blocking this
   * whole process for good. A client, though, sends its rows only once told to (CopyInResponse).
   * So the server tells it, keeps the statement and the rows until CopyDone (or CopyFail), hands
   * them to PGlite together, and drops PGlite's own CopyInResponse from the answer.
   */
  private copyBatch(): { copy: Buffer } | "copy data" {
    if (!this.copyAnnounced) {
      this.copyAnnounced = true;
      if (!this.closed) this.socket.write(copyInResponse(this.messages[0]!));
    }
    const end = this.messages.findIndex((m) => m[0] === COPY_DONE || m[0] === COPY_FAIL);
    if (end === -1) return "copy data";
    this.copyAnnounced = false;
    return { copy: Buffer.concat(this.messages.splice(0, end + 1)) };
  }

  /**
   * Waits for more from the client; false when it stays silent for the hold timeout. Only time this
   * process was free to hear it counts: the clock ticks in steps, and a step the event loop was
   * too busy to take on time (a client in this same process computing, e.g. the pipeline grouping
   * a library while it holds its lock) counts once, however long it was. Before giving up, whatever
   * arrived meanwhile is read first.
   */
  private nextData(): Promise<boolean> {
    return new Promise((resolve) => {
      let settled = false;
      const cancel = afterFreeTime(this.holdTimeoutMs, () => settle(false));
      const settle = (arrived: boolean) => {
        if (settled) return;
        settled = true;
        cancel();
        this.wake = null;
        resolve(arrived);
      };
      this.wake = () => settle(true);
    });
  }

  private async run(batch: Buffer | { copy: Buffer } | "terminate"): Promise<void> {
    if (batch === "terminate") return void this.socket.end();
    const send = (data: Uint8Array) => {
      if (!this.closed) this.socket.write(Buffer.from(data));
    };
    if (Buffer.isBuffer(batch)) {
      this.idle = (await exchange(this.db, batch, send)) ?? this.idle;
      return;
    }
    // The client already has its CopyInResponse (copyBatch): PGlite's goes no further.
    const answer: Uint8Array[] = [];
    this.idle = (await exchange(this.db, batch.copy, (data) => answer.push(Buffer.from(data)))) ?? this.idle;
    send(withoutMessage(Buffer.concat(answer), COPY_IN_RESPONSE));
  }
}

/**
 * Whether a frontend message is a simple query running COPY ... FROM STDIN (leading comments
 * allowed). Such a COPY must be the whole query: one after other statements is not recognised.
 */
function isCopyFromStdin(message: Buffer): boolean {
  if (message[0] !== QUERY) return false;
  const sql = message.toString("utf8", 5, message.length - 1);
  return /^(?:\s|--[^\n]*\n|\/\*[\s\S]*?\*\/)*COPY\b[^;]*\bFROM\s+STDIN\b/i.test(sql);
}

/**
 * The CopyInResponse a server sends before it reads a COPY's rows: the overall format (binary when
 * the statement asks for it, else text) and no per-column formats, which a text COPY never needs.
 */
function copyInResponse(query: Buffer): Buffer {
  const binary = /\bBINARY\b/i.test(query.toString("utf8", 5, query.length - 1));
  const message = Buffer.alloc(8);
  message.writeUInt8(COPY_IN_RESPONSE, 0);
  message.writeInt32BE(7, 1);
  message.writeInt8(binary ? 1 : 0, 5);
  message.writeInt16BE(0, 6);
  return message;
}

/** A backend answer without its messages of one type. */
function withoutMessage(answer: Buffer, type: number): Buffer {
  const kept: Buffer[] = [];
  for (let i = 0; i + 5 <= answer.length;) {
    const end = i + 1 + answer.readInt32BE(i + 1);
    if (answer[i] !== type) kept.push(answer.subarray(i, end));
    i = end;
  }
  return Buffer.concat(kept);
}

/**
 * Hands PGlite messages; returns whether they left the session Idle: true when PGlite's answer ends
 * with ReadyForQuery 'I', false when it ends with anything else (a Parse, Bind or Execute before
 * their Sync; a transaction still open), null when there was no answer (a Flush; a message skipped
 * after an error until Sync), which changes nothing.
 */
async function exchange(
  db: PGlite,
  messages: Uint8Array,
  onData: (data: Uint8Array) => void = () => {},
): Promise<boolean | null> {
  const watch = new AnswerWatch();
  await db.runExclusive(() =>
    db.execProtocolRawStream(messages, {
      onRawData: (data) => {
        watch.feed(data);
        onData(data);
      },
    }),
  );
  return watch.endsIdle;
}

/**
 * Ends whatever a departed client left open, as PostgreSQL does at disconnect: a ROLLBACK ends a
 * transaction block or the implicit transaction of Executes not yet synced (it is skipped when an
 * error made the session wait for Sync); Sync ends the unfinished sequence; a block that failed
 * before the Sync still needs its ROLLBACK.
 */
async function rollBack(db: PGlite): Promise<void> {
  await exchange(db, frontendMessage("Q", "ROLLBACK\0"));
  if (!(await exchange(db, frontendMessage("S", "")))) await exchange(db, frontendMessage("Q", "ROLLBACK\0"));
}

function frontendMessage(type: string, body: string): Buffer {
  const payload = Buffer.from(body);
  const message = Buffer.alloc(5 + payload.length);
  message.write(type, 0);
  message.writeInt32BE(4 + payload.length, 1);
  payload.copy(message, 5);
  return message;
}

/** Follows PGlite's answer message by message (in whatever chunks it comes) to see how it ends. */
class AnswerWatch {
  /** null: no answer yet; else whether the last message so far is ReadyForQuery 'I'. */
  endsIdle: boolean | null = null;
  private header: number[] = [];
  private type = 0;
  private left = 0;

  feed(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.left === 0) {
        this.header.push(chunk[i++]!);
        if (this.header.length < 5) continue;
        const [type, a, b, c, d] = this.header as [number, number, number, number, number];
        this.type = type;
        this.left = ((a << 24) | (b << 16) | (c << 8) | d) - 4;
        this.header = [];
        this.endsIdle = false;
      } else {
        const n = Math.min(this.left, chunk.length - i);
        // ReadyForQuery's body is its one status byte.
        if (this.type === READY_FOR_QUERY) this.endsIdle = chunk[i + n - 1] === IDLE;
        i += n;
        this.left -= n;
      }
    }
  }
}

/**
 * Calls `onTimeout` once `ms` of time this process was free has passed; returns a cancel. The clock
 * ticks in steps, and a step the event loop was too busy to take on time counts once, however long
 * it was; the call waits for the I/O that arrived meanwhile to be read first (setImmediate runs
 * after the poll phase), so a client in this same process that answered as soon as it could is heard.
 */
function afterFreeTime(ms: number, onTimeout: () => void): () => void {
  const step = Math.max(1, Math.min(1000, ms / 4));
  let free = 0;
  let immediate: NodeJS.Immediate | undefined;
  const timer = setInterval(() => {
    free += step;
    if (free >= ms && !immediate) immediate = setImmediate(onTimeout);
  }, step);
  timer.unref();
  return () => {
    clearInterval(timer);
    if (immediate) clearImmediate(immediate);
  };
}
