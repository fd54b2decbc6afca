import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { linksIn, parseEml } from "../../lib/email/eml";

/**
 * The e2e SMTP sink (see global-setup.ts) writes every message the app sends to E2E_MAIL_DIR.
 * `waitForMail` polls that folder for the newest message to an address whose subject contains
 * `subjectPart`, and returns its text body and links.
 */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2526);
export const E2E_MAIL_DIR = path.resolve(process.env.E2E_MAIL_DIR ?? ".data/e2e-mail");

export interface ReceivedMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

async function inbox(): Promise<ReceivedMail[]> {
  const names = (await readdir(E2E_MAIL_DIR).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
  const newestFirst = names.sort().reverse();
  return Promise.all(
    newestFirst.map(async (file) => {
      const mail = parseEml(await readFile(path.join(E2E_MAIL_DIR, file), "utf8"));
      return { file, to: mail.to, subject: mail.subject, text: mail.text, links: linksIn(mail.text) };
    }),
  );
}

/** Every message to an address whose subject contains `subjectPart`, newest first. */
export async function mailsTo(to: string, subjectPart: string): Promise<ReceivedMail[]> {
  return (await inbox()).filter(
    (m) => m.to.toLowerCase().includes(to.toLowerCase()) && m.subject.includes(subjectPart),
  );
}

export async function waitForMail(to: string, subjectPart: string, { timeoutMs = 15_000 } = {}): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [found] = await mailsTo(to, subjectPart);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(
        `No email to ${to} with "${subjectPart}" in its subject within ${timeoutMs} ms (${E2E_MAIL_DIR})`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
