/**
 * Forum text to plain text: HTML (Hacker News, Stack Exchange) and markdown (Reddit), and the
 * soup of both. Every pattern is bounded, so a hostile 1 MB body costs linear time.
 */

/** Longest raw body a reader converts; the rest is dropped before any pattern runs. */
export const MAX_RAW_CHARS = 200_000;
/** Longest plain text kept per post. */
export const MAX_TEXT_CHARS = 20_000;

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  copy: "©",
  reg: "®",
  trade: "™",
  euro: "€",
  pound: "£",
  deg: "°",
  times: "×",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#[0-9]{1,7}|[a-z]{2,8});/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : " ";
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

const BLOCK_TAG =
  /<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th|table|hr|section|article|dd|dt)\b[^<>]{0,500}>/gi;

/** HTML to text: code blocks, scripts and styles dropped, block tags as line breaks, entities decoded. */
export function htmlToText(html: string): string {
  const text = dropSpans(
    dropSpans(html.slice(0, MAX_RAW_CHARS), /<!--/g, () => "-->"),
    /<(script|style|pre)\b[^<>]{0,500}>/gi,
    (open) => `</${open[1]!.toLowerCase()}`,
  )
    .replace(BLOCK_TAG, "\n")
    .replace(/<\/?[a-z][^<>]{0,2000}>/gi, "");
  return tidy(decodeEntities(text));
}

/** Reddit markdown (whose JSON escapes &, < and >) to text, stray HTML included. */
export function markdownToText(markdown: string): string {
  const text = dropSpans(htmlToText(decodeEntities(markdown.slice(0, MAX_RAW_CHARS))), /```/g, () => "```")
    .replace(/!\[([^\]\n]{0,300})\]\([^)\s]{0,2000}\)/g, "")
    .replace(/\[([^\]\n]{0,300})\]\([^)\s]{0,2000}\)/g, "$1")
    .replace(/`([^`\n]{0,300})`/g, "$1")
    .replace(/(\*\*|__|~~)(?=\S)([^\n]{0,300}?\S)\1/g, "$2")
    .replace(/(^|[\s(])[*_](?=\S)([^*_\n]{0,300}?\S)[*_](?=[\s).,!?:;]|$)/gm, "$1$2")
    .replace(/^[ \t]{0,3}(?:#{1,6}[ \t]+|>+[ \t]?|[-*+][ \t]+|\d{1,3}[.)][ \t]+)/gm, "")
    .replace(/^[ \t]{0,3}(?:[-*_][ \t]*){3,}$/gm, "")
    .replace(/\^/g, " ");
  return tidy(text);
}

/**
 * The text without each span from an `open` match to the next `close(open)` (case-insensitive),
 * found by one forward scan; an unclosed opening drops only itself.
 */
function dropSpans(text: string, open: RegExp, closeOf: (match: RegExpExecArray) => string): string {
  const lower = text.toLowerCase();
  // Where each closer next occurs (-1: nowhere further), so no search runs over the same text twice.
  const nextClose = new Map<string, number>();
  let out = "";
  let last = 0;
  open.lastIndex = 0;
  for (let match = open.exec(text); match; match = open.exec(text)) {
    const close = closeOf(match);
    let at = nextClose.get(close);
    if (at === undefined || (at !== -1 && at < open.lastIndex)) {
      at = lower.indexOf(close, open.lastIndex);
      nextClose.set(close, at);
    }
    out += text.slice(last, match.index) + "\n";
    if (at === -1) {
      last = open.lastIndex;
      continue;
    }
    // A closing tag runs to its ">"; other closers end with themselves.
    const tail = close.startsWith("</") ? lower.indexOf(">", at) : at + close.length - 1;
    last = tail === -1 ? text.length : tail + 1;
    open.lastIndex = last;
  }
  return out + text.slice(last);
}

/** Control characters out, spaces collapsed, at most one blank line, length capped. */
export function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\u200b-\u200d\ufeff]/g, "")
    .replace(/[ \t\u00a0]+/g, " ")
    .replace(/ *\n */g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim()
    .slice(0, MAX_TEXT_CHARS);
}

/**
 * Words as the quote gate compares them: lower case, accents folded the NFKC way, apostrophes
 * inside words dropped ("don't" is "dont"), every other punctuation mark a word break.
 */
export function normalisedWords(text: string): string[] {
  return (
    text
      .normalize("NFKC")
      .toLowerCase()
      .replace(/(\p{L})['’](\p{L})/gu, "$1$2")
      .match(/[\p{L}\p{N}]+/gu) ?? []
  );
}

/** A text matched literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Days, months and holidays as English writes them, whatever the post did ('in march' -> 'in March'); 'may' only after a word of time. */
export function namesOfTimeCased(text: string): string {
  return text
    .replace(
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december|christmas|easter)(s?)\b/g,
      (_m, name: string, s: string) => name.charAt(0).toUpperCase() + name.slice(1) + s,
    )
    .replace(/\b((?:in|by|until|since|from|through|early|late|of|each|every|last|next) |mid-)may\b/g, "$1May");
}
