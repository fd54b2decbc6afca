/**
 * A small reader for the RFC 822 messages nodemailer writes (headers, multipart/alternative,
 * quoted-printable or base64 bodies, RFC 2047 encoded words). Enough for the dev mailbox and the
 * tests that read mail; not a general MIME parser.
 */
export interface ParsedEmail {
  headers: Record<string, string>;
  to: string;
  from: string;
  subject: string;
  date: Date | null;
  text: string;
  html: string;
}

interface Part {
  headers: Record<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const source = raw.replace(/\r\n/g, "\n");
  const end = source.indexOf("\n\n");
  const head = end < 0 ? source : source.slice(0, end);
  const body = end < 0 ? "" : source.slice(end + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, " ").split("\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeQuotedPrintable(value: string): Buffer {
  const joined = value.replace(/=\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === "=" && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i]!, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

function decodeBody(part: Part): string {
  const encoding = (part.headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "quoted-printable") return decodeQuotedPrintable(part.body).toString("utf8");
  if (encoding === "base64") return Buffer.from(part.body.replace(/\s+/g, ""), "base64").toString("utf8");
  return part.body;
}

/** RFC 2047: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, with the white space between words dropped. */
export function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")).toString("utf8"),
    );
}

function boundaryOf(contentType: string): string | null {
  return /boundary="?([^";]+)"?/i.exec(contentType)?.[1] ?? null;
}

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /^multipart\//i.test(type) ? boundaryOf(type) : null;
  if (!boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  // The line break before each boundary belongs to the boundary, not to the part.
  const inner = sections.filter((s) => !s.startsWith("--")).map((s) => s.replace(/^[^\n]*\n/, "").replace(/\n$/, ""));
  return inner.flatMap((s) => leaves(splitPart(s)));
}

export function parseEml(raw: string): ParsedEmail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const body = (type: string) => {
    const part = parts.find((p) => (p.headers["content-type"] ?? "text/plain").toLowerCase().startsWith(type));
    return part ? decodeBody(part) : "";
  };
  const date = message.headers.date ? new Date(message.headers.date) : null;
  return {
    headers: message.headers,
    to: decodeHeader(message.headers.to ?? ""),
    from: decodeHeader(message.headers.from ?? ""),
    subject: decodeHeader(message.headers.subject ?? ""),
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    text: body("text/plain"),
    html: body("text/html"),
  };
}

const LINK = /https?:\/\/[^\s<>"')\]]+/g;

/** The http(s) links in a text, in order. */
export function linksIn(text: string): string[] {
  // A full stop or comma right after a link ends the sentence, not the link.
  return (text.match(LINK) ?? []).map((link) => link.replace(/[.,;:!?]+$/, ""));
}
