import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { Logo } from "@/components/ui/Logo";
import { linksIn } from "@/lib/email/eml";
import { env } from "@/lib/env";
import { isLoopbackClient } from "@/lib/http/request";
import { listOutbox, type OutboxMessage } from "@/lib/server/email/outbox";

export const metadata: Metadata = { title: "Dev mailbox", robots: { index: false } };
export const dynamic = "force-dynamic";

/** The text with its http(s) links made clickable. */
function Linkified({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let rest = text;
  linksIn(text).forEach((link, i) => {
    const at = rest.indexOf(link);
    parts.push(rest.slice(0, at));
    parts.push(
      <a key={i} href={link} className="break-all font-medium text-brand-700 underline hover:text-brand-900">
        {link}
      </a>,
    );
    rest = rest.slice(at + link.length);
  });
  parts.push(rest);
  return <>{parts}</>;
}

const formatDate = (date: Date) => date.toISOString().replace("T", " ").slice(0, 19) + " UTC";

/** Sent, or waiting for the job worker (with the tries so far and the last error). */
function deliveryOf(m: OutboxMessage): string {
  if (m.sentAt) return `Sent ${formatDate(m.sentAt)}`;
  if (m.attempts === 0) return "Waiting to be sent";
  return `Not sent yet: ${m.attempts} ${m.attempts === 1 ? "try" : "tries"}${m.lastError ? `, last error: ${m.lastError}` : ""}`;
}

/**
 * Outside production, and only for a browser on this machine (the socket's address, never a
 * header): the emails in the outbox table, sent or waiting. Without SMTP_URL the job worker also
 * writes each one to `${DATA_DIR}/mail/` as an .eml file.
 */
export default async function Page() {
  if (env().isProduction || !isLoopbackClient(await headers())) notFound();
  const messages = await listOutbox();
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="mx-auto flex h-16 w-full max-w-4xl items-center px-4">
        <Logo />
      </header>
      <main id="main" className="mx-auto max-w-4xl space-y-6 px-4 pb-16">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Dev mailbox</h1>
          <p className="mt-1 text-sm text-slate-600">
            Emails in the outbox, newest first. Without SMTP_URL they are not sent: the worker writes each to
            DATA_DIR/mail. Not available in production.
          </p>
        </div>
        {messages.length === 0 ? (
          <p className="rounded-2xl border border-slate-200 bg-white p-6 text-slate-600">No emails yet.</p>
        ) : (
          <ol className="space-y-4">
            {messages.map((m) => (
              <li key={m.id}>
                <article
                  aria-labelledby={`mail-${m.id}`}
                  className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
                >
                  <h2 id={`mail-${m.id}`} className="text-lg font-semibold text-slate-900">
                    {m.subject || "(no subject)"}
                  </h2>
                  <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-sm text-slate-600">
                    <dt className="font-medium">To</dt>
                    <dd>{m.to}</dd>
                    <dt className="font-medium">Date</dt>
                    <dd>
                      <time dateTime={m.date.toISOString()}>{formatDate(m.date)}</time>
                    </dd>
                    <dt className="font-medium">Delivery</dt>
                    <dd>{deliveryOf(m)}</dd>
                  </dl>
                  <pre className="mt-4 whitespace-pre-wrap break-words font-sans text-sm leading-relaxed text-slate-800">
                    <Linkified text={m.text} />
                  </pre>
                </article>
              </li>
            ))}
          </ol>
        )}
      </main>
    </div>
  );
}
