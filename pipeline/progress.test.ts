/**
 * Progress per stage: a bar redrawn in place on a terminal (done, per second, time left), plain
 * lines at most every 5 s otherwise; and the ingest total estimated from the bytes read, for plain,
 * .gz and .zst files, so the bar has a time left before the file is read to its end.
 */
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { rmSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { createProgress } from "./progress";
import { recordEstimate } from "./run";
import { readSource } from "./sources/index";
import { jsonl, tempFile } from "./sources/test-files";

function fakeStream(isTTY: boolean): { stream: NodeJS.WriteStream; written: string[] } {
  const written: string[] = [];
  return { stream: { isTTY, write: (s: string) => (written.push(s), true) } as unknown as NodeJS.WriteStream, written };
}

describe("progress", () => {
  it("on a terminal redraws one bar in place: done of total, rate and time left", () => {
    let t = 0;
    const { stream, written } = fakeStream(true);
    const progress = createProgress(stream, () => t);
    progress.begin("ingest");
    t = 2_000;
    progress.update("ingest", 10_000, 40_000, "posts read", true);
    expect(written.at(-1)).toBe(
      "\r\x1b[2Kingest   [######------------------] 10,000 of ~40,000 posts read  5,000/s 6s left",
    );
    t = 4_000;
    progress.update("ingest", 20_000, null, "posts read");
    // Without a total: no bar and no time left, still the rate.
    expect(written.at(-1)).toBe("\r\x1b[2Kingest   20,000 posts read  5,000/s");
    progress.finish("ingest", 40_000, "posts read", 8_000);
    expect(written.slice(-2)).toEqual(["\r\x1b[2K", "ingest: 40,000 posts read in 8.0 s (5,000/s)\n"]);
  });

  it("elsewhere writes plain lines, at most one every 5 seconds", () => {
    let t = 0;
    const { stream, written } = fakeStream(false);
    const progress = createProgress(stream, () => t);
    progress.begin("publish");
    for (t = 5_000; t <= 12_000; t += 1_000) progress.update("publish", t / 100, 200, "batches");
    expect(written).toEqual([
      "publish: 50 of 200 batches, 10/s 15s left\n",
      "publish: 100 of 200 batches, 10/s 10s left\n",
    ]);
    expect(written.join("")).not.toContain("\r");
  });
});

describe("the ingest estimate", () => {
  const made: string[] = [];
  const file = (name: string, content: string | Buffer) => {
    const f = tempFile(name, content);
    made.push(path.dirname(f));
    return f;
  };
  afterAll(() => {
    for (const dir of made) rmSync(dir, { recursive: true, force: true });
  });
  // Bodies that do not compress to nothing, so the .gz file spans many reads too.
  const noise = (i: number) => createHash("sha256").update(String(i)).digest("base64");
  const dump = (n: number) =>
    jsonl(
      ...Array.from({ length: n }, (_, i) => ({
        id: `p${i}`,
        subreddit: "diy",
        title: `Post ${i} about a thing`,
        selftext: `${noise(i)} ${noise(-i)} ${noise(i + 0.5)}`,
        author: "ann",
        created_utc: 1650000000 + i,
      })),
    );
  const plain = dump(20_000);

  const halfway = async (file: string, n: number) => {
    let records = 0;
    const estimate = recordEstimate([file], () => records);
    let seen: number | null = null;
    for await (const r of readSource("reddit", [file])) {
      if ("post" in r) records++;
      if (records === n / 2) seen = estimate(0);
    }
    return { seen, after: estimate(0) };
  };

  it("estimates the records of a plain, a .gz and a .zst file from the bytes read: halfway, off by less than 2 MiB of file", async () => {
    // Reading runs ahead of the lines by the stream buffers (about 1 MiB through zstd's pipes), a
    // fixed amount: nothing against a dump of gigabytes, a few percent of this file.
    const n = 50_000;
    const plain = dump(n);
    const files = [file("RS.jsonl", plain), file("RS.jsonl.gz", gzipSync(plain))];
    try {
      const zst = file("RS.jsonl", plain);
      execFileSync("zstd", ["-q", "--long=31", zst, "-o", `${zst}.zst`]);
      files.push(`${zst}.zst`);
    } catch {
      // No zstd on this machine: the plain and .gz files still tell.
    }
    for (const f of files) {
      const { seen, after } = await halfway(f, n);
      expect(seen, f).not.toBeNull();
      expect((Math.abs(seen! - n) / n) * statSync(f).size, `${f}: ${seen}`).toBeLessThan(2 * 1024 * 1024);
      // Once the file is read to its end and closed there is nothing to estimate from.
      expect(after).toBeNull();
    }
  }, 60_000);

  it("counts the files already read: halfway through the second of two equal files is three quarters", async () => {
    const files = [file("a.jsonl", plain), file("b.jsonl", plain.replaceAll('"id":"p', '"id":"q'))];
    let records = 0;
    const estimate = recordEstimate(files, () => records);
    let seen: number | null = null;
    for await (const r of readSource("reddit", files)) {
      if ("post" in r) records++;
      if (records === 30_000) seen = estimate(1);
    }
    expect(Math.abs(seen! - 40_000) / 40_000).toBeLessThan(0.1);
  }, 30_000);
});
