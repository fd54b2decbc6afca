/**
 * Opening a dump as a stream: plain, gzip (Node's zlib) or zstd (the system `zstd`, since Reddit
 * dumps use a 2 GiB window no JavaScript decoder handles), then either lines (JSON lines, CSV) or
 * decoded text chunks (XML). Nothing here holds more than one line (at most MAX_LINE_BYTES) in memory.
 */
import { spawn } from "node:child_process";
import { createReadStream, statSync, type ReadStream } from "node:fs";
import { PassThrough, type Readable } from "node:stream";
import { createGunzip } from "node:zlib";

/** A file the pipeline refuses whole, with the reason an operator can act on. */
export class SourceError extends Error {
  override name = "SourceError";
}

/** Longest line a reader accepts; a longer one is skipped (bad_line) without being held in memory. */
export const MAX_LINE_BYTES = 8 * 1024 * 1024;

const UNSUPPORTED: Record<string, string> = {
  ".7z": "extract it first (7z x FILE, Debian package p7zip-full)",
  ".bz2": "decompress it first (bunzip2 -k FILE)",
  ".xz": "decompress it first (unxz -k FILE)",
  ".zip": "extract it first (unzip FILE)",
};

export function openBytes(file: string, zstdBinary = "zstd"): Readable {
  let size: number;
  try {
    const stat = statSync(file);
    if (!stat.isFile()) throw new SourceError(`${file} is not a file.`);
    size = stat.size;
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError(
      `${file} cannot be read: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}.`,
    );
  }
  const extension = Object.keys(UNSUPPORTED).find((ext) => file.toLowerCase().endsWith(ext));
  if (extension)
    throw new SourceError(
      `${file} is a ${extension} archive, which the importer does not open: ${UNSUPPORTED[extension]}.`,
    );
  const stream = createReadStream(file, { highWaterMark: 256 * 1024 });
  track(file, stream);
  if (file.endsWith(".zst")) return zstdStream(file, stream, zstdBinary);
  return file.endsWith(".gz") && size > 0 ? stream.pipe(createGunzip()) : stream;
}

/** The open files' read streams, for bytesRead: how far into a file (compressed bytes) reading is. */
const open = new Map<string, ReadStream>();

function track(file: string, stream: ReadStream): void {
  open.set(file, stream);
  stream.on("close", () => open.get(file) === stream && open.delete(file));
}

/** Bytes of `file` (as stored, compressed or not) read so far, or null when it is not open. */
export function bytesRead(file: string): number | null {
  return open.get(file)?.bytesRead ?? null;
}

/**
 * `zstd -dc --long=31`'s output for the file fed to its input (so the bytes read are known, for the
 * progress estimate); a missing binary or a failed run ends the stream with a SourceError.
 */
function zstdStream(file: string, input: ReadStream, binary: string): Readable {
  const out = new PassThrough({ highWaterMark: 256 * 1024 });
  const child = spawn(binary, ["-dc", "--long=31"], { stdio: ["pipe", "pipe", "pipe"] });
  // A child that ends early (not started, damaged input, a reader that stopped) closes its input: not an error of its own.
  child.stdin.on("error", () => input.destroy());
  input.on("error", (error) => out.destroy(new SourceError(`${file} cannot be read: ${error.message}`)));
  input.pipe(child.stdin);
  let stderr = "";
  child.stderr.setEncoding("utf8").on("data", (text: string) => (stderr = (stderr + text).slice(-2000)));
  child.on("error", (error: NodeJS.ErrnoException) => {
    out.destroy(
      error.code === "ENOENT"
        ? new SourceError(
            `${file} is zstd-compressed and the zstd program is not installed: install the Debian package zstd (apt-get install zstd).`,
          )
        : new SourceError(`zstd could not be started for ${file}: ${error.message}`),
    );
  });
  child.stdout.pipe(out, { end: false });
  child.on("close", (code) => {
    if (code === 0) out.end();
    else if (code !== null)
      out.destroy(new TruncatedError(`zstd stopped on ${file}: ${stderr.trim() || `exit code ${code}`}`));
  });
  // A reader that stops early (a refusal, an interrupted run) stops the child too.
  out.on("close", () => {
    input.destroy();
    if (child.exitCode === null) child.kill();
  });
  return out;
}

/** A compressed file that ends early or is damaged after some good data. */
class TruncatedError extends Error {}

export type Line = { text: string; number: number } | { error: string; number: number };

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * The file's lines, each decoded as UTF-8; a line that is not valid UTF-8 is an error line (the
 * reader skips it as a bad line: guessing another encoding turns text into silent mojibake). A
 * UTF-16 file is refused; a damaged or truncated compressed file yields its good lines, then one error.
 */
export async function* readLines(file: string, zstdBinary?: string): AsyncGenerator<Line> {
  const stream = openBytes(file, zstdBinary);
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let tooLong = false;
  let number = 0;
  let first = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let start = 0;
      if (first) {
        first = false;
        start = byteOrderMark(file, chunk);
      }
      for (let nl = chunk.indexOf(10, start); nl !== -1; nl = chunk.indexOf(10, start)) {
        number++;
        const piece = chunk.subarray(start, nl);
        start = nl + 1;
        if (tooLong || pendingBytes + piece.length > MAX_LINE_BYTES)
          yield { error: `line ${number} is longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB`, number };
        else yield decodeLine(pendingBytes ? Buffer.concat([...pending, piece]) : piece, number);
        pending = [];
        pendingBytes = 0;
        tooLong = false;
      }
      const rest = chunk.subarray(start);
      if (!tooLong && rest.length) {
        pending.push(rest);
        pendingBytes += rest.length;
        if (pendingBytes > MAX_LINE_BYTES) {
          tooLong = true;
          pending = [];
        }
      }
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    yield {
      error: `the file ends early or is damaged after line ${number}: ${(error as Error).message}`,
      number: number + 1,
    };
    return;
  }
  if (tooLong)
    yield { error: `line ${number + 1} is longer than ${MAX_LINE_BYTES / 1024 / 1024} MiB`, number: number + 1 };
  else if (pendingBytes) yield decodeLine(Buffer.concat(pending), number + 1);
}

/** The file as decoded text chunks (for XML); invalid bytes become U+FFFD (the XML reader skips a row holding one). */
export async function* readText(file: string, zstdBinary?: string): AsyncGenerator<string | { error: string }> {
  const stream = openBytes(file, zstdBinary);
  const decoder = new TextDecoder("utf-8");
  let first = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const start = first ? byteOrderMark(file, chunk) : 0;
      first = false;
      yield decoder.decode(chunk.subarray(start), { stream: true });
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    yield { error: `the file ends early or is damaged: ${(error as Error).message}` };
    return;
  }
  yield decoder.decode();
}

/** Bytes to skip for a UTF-8 byte order mark; a UTF-16 file is refused. */
function byteOrderMark(file: string, chunk: Buffer): number {
  if ((chunk[0] === 0xff && chunk[1] === 0xfe) || (chunk[0] === 0xfe && chunk[1] === 0xff)) {
    throw new SourceError(
      `${file} is UTF-16 text; convert it to UTF-8 first (iconv -f UTF-16 -t UTF-8 FILE > FILE.utf8).`,
    );
  }
  return chunk[0] === 0xef && chunk[1] === 0xbb && chunk[2] === 0xbf ? 3 : 0;
}

function decodeLine(bytes: Buffer, number: number): Line {
  const end = bytes.length && bytes[bytes.length - 1] === 13 ? bytes.length - 1 : bytes.length;
  try {
    return { text: UTF8.decode(bytes.subarray(0, end)), number };
  } catch {
    return {
      error: `line ${number}: not valid UTF-8 (convert the file to UTF-8, e.g. iconv -f WINDOWS-1252 -t UTF-8)`,
      number,
    };
  }
}
