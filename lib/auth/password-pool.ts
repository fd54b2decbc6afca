import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";

/**
 * bcrypt off the request thread. A check costs 0.3 to 0.5 s of CPU at cost 12; on the one
 * JavaScript thread that serves every request, a few logins a second stall the whole app. Hashes
 * run in a small pool of worker threads, one job per worker at a time, with a bounded queue: past
 * it, `run` fails at once with PasswordPoolBusy, so a flood of logins costs the server nothing but
 * a quick refusal.
 */
export class PasswordPoolBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super("Password hashing is at capacity.");
  }
}

type Job = { op: "hash"; password: string; cost: number } | { op: "compare"; password: string; hash: string };
interface Pending {
  job: Job;
  priority: boolean;
  started?: number;
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

// Plain CommonJS evaluated in each worker: bcryptjs is resolved from the app's node_modules.
const WORKER_SOURCE = `
const { parentPort } = require("node:worker_threads");
const bcrypt = require("bcryptjs");
parentPort.on("message", (job) => {
  try {
    const result = job.op === "hash" ? bcrypt.hashSync(job.password, job.cost) : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: String(error && error.message || error) });
  }
});`;

/** Seconds a refused caller is told to wait: about what the queue needs to drain. */
const RETRY_AFTER_SECONDS = 2;

export class PasswordPool {
  private idle: Worker[] = [];
  private busy = new Map<Worker, Pending>();
  private queue: Pending[] = [];
  private workers = 0;
  private peak = 0;
  private averageMs = 300;

  constructor(
    readonly size: number,
    readonly maxQueued: number,
  ) {}

  /**
   * Runs `job`. A priority job (a user the app knows is the account's owner) has RESERVED_QUEUE
   * places of its own past `maxQueued` and waits ahead of every other job, so a flood that fills the
   * queue can never refuse it.
   */
  run(job: Job, { priority = false }: { priority?: boolean } = {}): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      const pending: Pending = { job, priority, resolve, reject };
      const worker = this.idle.pop() ?? this.spawn();
      if (worker) return this.dispatch(worker, pending);
      if (this.queue.length >= this.maxQueued + (priority ? RESERVED_QUEUE : 0))
        return reject(new PasswordPoolBusy(RETRY_AFTER_SECONDS));
      if (!priority) return void this.queue.push(pending);
      const firstOrdinary = this.queue.findIndex((p) => !p.priority);
      this.queue.splice(firstOrdinary < 0 ? this.queue.length : firstOrdinary, 0, pending);
    });
  }

  /** About how long one check takes here (a moving average), for work that must take as long without running one. */
  get typicalCheckMs(): number {
    return this.averageMs;
  }

  /** Jobs running and waiting, worker threads alive, and the most jobs ever run at once (for tests and health figures). */
  get load(): { running: number; queued: number; threads: number; peakRunning: number } {
    return { running: this.busy.size, queued: this.queue.length, threads: this.workers, peakRunning: this.peak };
  }

  private spawn(): Worker | undefined {
    if (this.workers >= this.size) return undefined;
    this.workers++;
    const worker = new Worker(WORKER_SOURCE, { eval: true });
    worker.on("message", (message: { result?: string | boolean; error?: string }) => {
      const pending = this.busy.get(worker);
      this.busy.delete(worker);
      if (pending?.started !== undefined && pending.job.op === "compare")
        this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - pending.started);
      if (pending) {
        if (message.error !== undefined) pending.reject(new Error(message.error));
        else pending.resolve(message.result!);
      }
      this.next(worker);
    });
    worker.on("error", (error) => this.retire(worker, error));
    worker.on("exit", () => this.retire(worker, new Error("Password worker exited.")));
    // Only a worker with a job keeps the process alive: a script that checked a password ends when
    // its work does (dispatch refs it, going idle unrefs it). After the listeners: adding a
    // 'message' listener refs the worker's port again.
    worker.unref();
    return worker;
  }

  private dispatch(worker: Worker, pending: Pending): void {
    worker.ref();
    pending.started = performance.now();
    this.busy.set(worker, pending);
    this.peak = Math.max(this.peak, this.busy.size);
    worker.postMessage(pending.job);
  }

  private next(worker: Worker): void {
    const pending = this.queue.shift();
    if (pending) return this.dispatch(worker, pending);
    worker.unref();
    this.idle.push(worker);
  }

  /** A worker that died fails its job; the next job gets a fresh worker. */
  private retire(worker: Worker, error: Error): void {
    if (!this.busy.has(worker) && !this.idle.includes(worker)) return;
    this.busy.get(worker)?.reject(error);
    this.busy.delete(worker);
    this.idle = this.idle.filter((w) => w !== worker);
    this.workers--;
    const pending = this.queue.shift();
    if (pending) this.run(pending.job, { priority: pending.priority }).then(pending.resolve, pending.reject);
  }
}

/**
 * Workers for a machine with `cores` cores: one core is always left to the thread that serves
 * requests, so a login storm that fills every worker still leaves pages, the API and health checks
 * answering; a single-core machine gets one worker all the same.
 */
export function defaultPoolSize(cores: number = availableParallelism()): number {
  return Math.max(1, cores - 1);
}

/**
 * Checks allowed to wait, whatever the number of workers: a burst of 16 logins at once is served
 * (slower on a small machine), the 17th waiting one is refused. Tied to the worker count, one worker
 * on a 2-core machine refused the fifth of a dozen parallel logins.
 */
export const MAX_QUEUED = 16;
/** Places in the queue past MAX_QUEUED that only priority checks (a known owner) may take. */
export const RESERVED_QUEUE = 8;

/** One pool per process, sized by defaultPoolSize, with a queue of MAX_QUEUED. */
const globalPool = globalThis as unknown as { passwordPool?: PasswordPool };

export function passwordPool(): PasswordPool {
  const size = defaultPoolSize();
  globalPool.passwordPool ??= new PasswordPool(size, MAX_QUEUED);
  return globalPool.passwordPool;
}
