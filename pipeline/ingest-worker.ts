/**
 * One ingest thread (pipeline/ingest-threads.ts): analyses the batches it is sent with the local
 * analyser and answers with the rows to store and the batch's counts, or the error's message.
 */
import { parentPort, workerData } from "node:worker_threads";
import { createLocalAnalyser } from "./analysers/local";
import { processRecords } from "./ingest";
import type { ReadResult } from "./types";

const { source, key } = workerData as { source: string; key: string };
const analyser = createLocalAnalyser();

parentPort!.on("message", (message: { id: number; records: ReadResult[]; known: string[] }) => {
  processRecords(message.records, new Set(message.known), { source, key, analyser }).then(
    (result) => parentPort!.postMessage({ id: message.id, result }),
    (error: unknown) =>
      parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
