/** Test helper: files in a fresh temp folder, and a reader's results collected. */
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RawPost, ReadOptions, ReadResult, SourceFormat } from "../types";
import { readSource } from "./index";

export function tempFile(name: string, content: string | Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pipeline-src-"));
  const file = path.join(dir, name);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  return file;
}

export async function readAll(
  format: SourceFormat,
  files: string | string[],
  options: ReadOptions = {},
): Promise<{ posts: RawPost[]; skipped: Extract<ReadResult, { skipped: unknown }>[] }> {
  const posts: RawPost[] = [];
  const skipped: Extract<ReadResult, { skipped: unknown }>[] = [];
  for await (const result of readSource(format, Array.isArray(files) ? files : [files], options)) {
    if ("post" in result) posts.push(result.post);
    else skipped.push({ skipped: result.skipped, detail: result.detail });
  }
  return { posts, skipped };
}

export const jsonl = (...items: unknown[]) =>
  items.map((i) => (typeof i === "string" ? i : JSON.stringify(i))).join("\n") + "\n";
