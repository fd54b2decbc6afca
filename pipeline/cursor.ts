/**
 * A run's files as a sequence of ingest batches: records are cut into batches of `batchSize` per
 * file, numbered (file, seq) in reading order, the same cut whoever reads. A worker keeps one cursor
 * per run and reads forward: a batch asked for after the cursor has passed it (a retried job) makes
 * it start again from the first file. Reads take turns (one at a time per cursor).
 */
import { readSource } from "./sources/index";
import type { ReadOptions, ReadResult, SourceFormat } from "./types";

export interface BatchPosition {
  file: number;
  seq: number;
}

export interface TakenBatch {
  /** The batch asked for, or null when the files have no such batch. */
  records: ReadResult[] | null;
  /** The batch after it, or null after the last batch of the last file. */
  next: BatchPosition | null;
  /** Files whose batch count this read learned: [file index, batches]. */
  fileEnds: [number, number][];
  /** A licence a post of the batch names. */
  licence: string | null;
}

type Item = ReadResult & { file: string };

const before = (a: BatchPosition, b: BatchPosition) => a.file < b.file || (a.file === b.file && a.seq < b.seq);

export class RunCursor {
  private iterator: AsyncIterator<Item> | null = null;
  /** The record read ahead (the start of the next batch); null: the files are read to their end. */
  private ahead: Item | null | undefined;
  /** The position of the next batch read. */
  private position: BatchPosition = { file: 0, seq: 0 };
  /** The file of the last batch read (-1: none yet). */
  private lastFile = -1;
  private turn: Promise<unknown> = Promise.resolve();
  /** Records read since the cursor was made (progress). */
  records = 0;

  constructor(
    private readonly format: SourceFormat,
    private readonly files: string[],
    private readonly options: ReadOptions,
    private readonly batchSize: number,
  ) {}

  take(target: BatchPosition): Promise<TakenBatch> {
    const result = this.turn.then(() => this.read(target));
    this.turn = result.catch(() => {});
    return result;
  }

  async close(): Promise<void> {
    await this.iterator?.return?.();
    this.iterator = null;
  }

  private async restart(): Promise<void> {
    await this.close();
    this.iterator = readSource(this.format, this.files, this.options)[Symbol.asyncIterator]();
    this.ahead = undefined;
    this.position = { file: 0, seq: 0 };
    this.lastFile = -1;
  }

  private async peek(): Promise<Item | null> {
    if (this.ahead === undefined) {
      const next = await this.iterator!.next();
      this.ahead = next.done ? null : next.value;
    }
    return this.ahead;
  }

  private index(item: Item): number {
    return this.files.indexOf(item.file);
  }

  private async read(target: BatchPosition): Promise<TakenBatch> {
    if (!this.iterator || before(target, this.position)) await this.restart();
    const fileEnds: [number, number][] = [];
    for (;;) {
      const first = await this.peek();
      if (first === null) {
        // Every file read: the ones after the last batch's file yielded nothing.
        for (let f = this.lastFile + 1; f < this.files.length; f++) fileEnds.push([f, 0]);
        return { records: null, next: null, fileEnds, licence: null };
      }
      const file = this.index(first);
      if (file !== this.position.file) this.position = { file, seq: 0 };
      // Files between the last batch's and this one yielded nothing.
      for (let f = this.lastFile + 1; f < file; f++) fileEnds.push([f, 0]);
      this.lastFile = file;
      const at = { ...this.position };
      const records: ReadResult[] = [];
      let licence: string | null = null;
      let item: Item | null = first;
      while (item !== null && this.index(item) === file && records.length < this.batchSize) {
        if (!licence && "post" in item && item.post.licence) licence = item.post.licence;
        records.push(item);
        this.ahead = undefined;
        item = await this.peek();
      }
      this.records += records.length;
      this.position = { file, seq: at.seq + 1 };
      const after = this.ahead ?? null;
      if (after === null || this.index(after) !== file) fileEnds.push([file, at.seq + 1]);
      if (after === null) for (let f = file + 1; f < this.files.length; f++) fileEnds.push([f, 0]);
      if (before(at, target)) continue;
      if (before(target, at)) return { records: null, next: null, fileEnds, licence: null };
      const next =
        after === null
          ? null
          : this.index(after) === file
            ? { file, seq: at.seq + 1 }
            : { file: this.index(after), seq: 0 };
      return { records, next, fileEnds, licence };
    }
  }
}
