/**
 * The ingest stage's analysis (detect, anonymise, features: pipeline/ingest.ts) on worker threads,
 * so that the main thread reads the files and writes batches while other cores analyse. Only the
 * local analyser runs here: it is deterministic and pure, so a batch gives the same rows on any
 * thread. Batches are handed out in turn and each answer goes back to its own caller.
 */
import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { PostRow } from "@/lib/server/pipeline/posts";
import type { BatchCounts } from "./ingest";
import type { ReadResult } from "./types";

export interface BatchAnalysis {
  rows: PostRow[];
  counts: BatchCounts;
}

export interface IngestThreads {
  analyse(records: ReadResult[], known: Set<string>): Promise<BatchAnalysis>;
  close(): Promise<void>;
}

/** Threads to start: one per core, at least one (the main thread's work is mostly waiting on I/O). */
export function defaultThreadCount(): number {
  return Math.max(1, Math.min(4, availableParallelism()));
}

/**
 * A thread's heap: a small young generation, so that short-lived batch objects are collected often
 * instead of each thread growing its own large heap (at 30,000 posts, peak memory 392 MB without a
 * limit, 316 MB with it); an old generation with room for batches of long posts.
 */
const THREAD_HEAP = { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 };

interface Pending {
  resolve: (value: BatchAnalysis) => void;
  reject: (error: Error) => void;
}

/**
 * A thread's first code: the TypeScript loader the main thread runs under (tsx: module hooks do
 * not reach threads), then the worker module.
 */
function bootstrap(): string {
  const worker = new URL("./ingest-worker.ts", import.meta.url).href;
  const loader = import.meta.resolve("tsx/esm/api");
  return `import(${JSON.stringify(loader)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(worker)}); });`;
}

export function startIngestThreads(count: number, context: { source: string; key: string }): IngestThreads {
  const code = bootstrap();
  const pending = new Map<number, Pending>();
  let next = 0;
  let failure: Error | null = null;
  const fail = (error: Error) => {
    failure ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const workers = Array.from({ length: Math.max(1, count) }, () => {
    const worker = new Worker(code, { eval: true, workerData: context, resourceLimits: THREAD_HEAP });
    worker.on("message", (message: { id: number; result?: BatchAnalysis; error?: string }) => {
      const p = pending.get(message.id);
      if (!p) return;
      pending.delete(message.id);
      if (message.error !== undefined) p.reject(new Error(message.error));
      else p.resolve(message.result!);
    });
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (code !== 0) fail(new Error(`an ingest thread stopped with code ${code}`));
    });
    return worker;
  });
  return {
    analyse(records, known) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        workers[id % workers.length]!.postMessage({ id, records, known: [...known] });
      });
    },
    async close() {
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
