import { mkdir, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * A real SMTP server on loopback that accepts every message and writes it to `dir` as
 * `<time>-<n>.eml`. For tests (e2e global setup, integration tests of the SMTP path) and for
 * trying SMTP locally; never part of the app. smtp-server is a dev dependency.
 */
export interface SmtpSink {
  port: number;
  close: () => Promise<void>;
}

export async function startSmtpSink({ port = 0, dir }: { port?: number; dir: string }): Promise<SmtpSink> {
  await mkdir(dir, { recursive: true });
  let n = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("error", callback);
      stream.on("end", () => {
        const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(++n).padStart(4, "0")}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
