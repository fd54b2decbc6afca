/**
 * Progress per stage: a bar redrawn in place on a terminal (posts, per second, time left when the
 * total is known or estimated), plain lines every few seconds otherwise (logs, CI).
 */
export interface Progress {
  /** Starts a stage's clock (rates are measured from here). */
  begin(stage: string): void;
  /** `total` may be exact (publish batches) or `estimated` (ingest, from the bytes read: shown as "~"). */
  update(stage: string, done: number, total: number | null, unit: string, estimated?: boolean): void;
  finish(stage: string, done: number, unit: string, ms: number): void;
  line(text: string): void;
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const duration = (s: number) =>
  s >= 3600
    ? `${Math.floor(s / 3600)}h ${Math.floor((s % 3600) / 60)}m`
    : s >= 60
      ? `${Math.floor(s / 60)}m ${Math.round(s % 60)}s`
      : `${Math.round(s)}s`;

export function createProgress(stream: NodeJS.WriteStream = process.stderr, now: () => number = Date.now): Progress {
  const tty = Boolean(stream.isTTY);
  const started = new Map<string, number>();
  let lastPlain = 0;
  let drawn = false;
  const clear = () => {
    if (drawn) stream.write("\r\x1b[2K");
    drawn = false;
  };
  return {
    begin(stage) {
      started.set(stage, now());
    },
    update(stage, done, total, unit, estimated = false) {
      const t = now();
      if (!started.has(stage)) started.set(stage, t);
      const seconds = Math.max(0.001, (t - started.get(stage)!) / 1000);
      const rate = done / seconds;
      const left = total && rate > 0 ? ` ${duration(Math.max(0, total - done) / rate)} left` : "";
      const of = total ? ` of ${estimated && total > done ? "~" : ""}${fmt(Math.max(total, done))}` : "";
      if (tty) {
        const width = 24;
        const filled = total ? Math.min(width, Math.round((done / total) * width)) : 0;
        const bar = total ? `[${"#".repeat(filled)}${"-".repeat(width - filled)}] ` : "";
        stream.write(`\r\x1b[2K${stage.padEnd(8)} ${bar}${fmt(done)}${of} ${unit}  ${fmt(rate)}/s${left}`);
        drawn = true;
      } else if (t - lastPlain >= 5000) {
        lastPlain = t;
        stream.write(`${stage}: ${fmt(done)}${of} ${unit}, ${fmt(rate)}/s${left}\n`);
      }
    },
    finish(stage, done, unit, ms) {
      clear();
      stream.write(
        `${stage}: ${fmt(done)} ${unit} in ${(ms / 1000).toFixed(1)} s (${fmt(done / Math.max(0.001, ms / 1000))}/s)\n`,
      );
    },
    line(text) {
      clear();
      stream.write(`${text}\n`);
    },
  };
}

export const silentProgress: Progress = { begin() {}, update() {}, finish() {}, line() {} };
