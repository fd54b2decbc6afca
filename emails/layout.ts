import type { EmailContent } from "@/lib/email/types";

/**
 * The shared frame of every email: a plain-text version and an HTML version built from the same
 * pieces. Every value is escaped on its way into the HTML; links must be http(s).
 */
export interface EmailBody {
  subject: string;
  /** Hidden preview line shown by mail clients next to the subject. */
  preview: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Paragraphs after the button. */
  after?: string[];
  /** Lists of links after the paragraphs (a digest's ideas): a heading, then one line per item. */
  sections?: EmailSection[];
}

export interface EmailSection {
  heading: string;
  items: { label: string; url: string; line: string }[];
  /** A closing line under the list ("and 4 more"). */
  note?: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

function safeUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:")
    throw new Error(`Refusing a ${parsed.protocol} link in an email`);
  return parsed.toString();
}

/** 3600 -> "1 hour", 5400 -> "1 hour 30 minutes", 90 -> "1 minute" (whole minutes, at least one). */
export function durationInWords(seconds: number): string {
  const minutes = Math.max(1, Math.round(seconds / 60));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const unit = (n: number, word: string) => (n === 0 ? null : `${n} ${word}${n === 1 ? "" : "s"}`);
  return [unit(days, "day"), unit(hours, "hour"), unit(rest, "minute")].filter(Boolean).join(" ");
}

const paragraph = (text: string) =>
  `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#334155">${escapeHtml(text)}</p>`;

function sectionHtml(section: EmailSection): string {
  const items = section.items
    .map(
      (item) =>
        `<li style="margin:0 0 10px"><a href="${escapeHtml(safeUrl(item.url))}" style="color:#4338ca;font-weight:600">${escapeHtml(item.label)}</a><br><span style="color:#475569">${escapeHtml(item.line)}</span></li>`,
    )
    .join("");
  return `<h2 style="margin:24px 0 8px;font-size:16px;color:#0f172a">${escapeHtml(section.heading)}</h2>
<ul style="margin:0 0 16px;padding-left:20px;font-size:14px;line-height:1.5">${items}</ul>${section.note ? paragraph(section.note) : ""}`;
}

function sectionText(section: EmailSection): string {
  const items = section.items.map((item) => `- ${item.label}: ${item.line}\n  ${safeUrl(item.url)}`);
  return [section.heading, ...items, ...(section.note ? [section.note] : [])].join("\n");
}

function button(label: string, url: string): string {
  const href = escapeHtml(url);
  return `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${href}" style="color:#4338ca;word-break:break-all">${href}</a></p>`;
}

export function renderEmail(body: EmailBody): EmailContent {
  const url = body.action ? safeUrl(body.action.url) : null;
  const text = [
    body.greeting,
    ...body.paragraphs,
    ...(body.sections ?? []).map(sectionText),
    ...(body.action && url ? [`${body.action.label}:\n${url}`] : []),
    ...(body.after ?? []),
    "The IdeaForge team",
  ].join("\n\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(body.subject)}</title></head>
<body style="margin:0;padding:0;background:#f8fafc;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(body.preview)}</div>
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<p style="margin:0 0 24px;font-size:20px;font-weight:800;color:#4f46e5">IdeaForge</p>
<div style="background:#ffffff;border:1px solid #e2e8f0;border-radius:16px;padding:32px">
${[paragraph(body.greeting), ...body.paragraphs.map(paragraph), ...(body.sections ?? []).map(sectionHtml), body.action && url ? button(body.action.label, url) : "", ...(body.after ?? []).map(paragraph)].join("\n")}
${paragraph("The IdeaForge team")}
</div></div></body></html>`;
  return { subject: body.subject, text: `${text}\n`, html };
}
