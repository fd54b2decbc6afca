/**
 * A bound on what an XML dump can make the reader hold. saxes builds each attribute as one string:
 * a row with a 600-million-character attribute would exhaust memory ('Invalid string length')
 * before any check could run. This filter sits between the decoded text and the parser: it holds
 * one tag at a time (at most `maxTag` characters); a longer tag is dropped as it streams and an
 * empty `<row IdeaForgeTooLong="N"/>` takes its place (with its newlines, so line numbers hold),
 * which the reader skips as a bad line. Text between tags is passed on up to `maxTag` characters
 * per run; more of it is dropped (a Posts.xml holds only white space there).
 */

/** The attribute that marks a row the guard replaced; its value is the tag's length in characters. */
export const TOO_LONG_ATTRIBUTE = "IdeaForgeTooLong";

export class XmlGuard {
  /** The tag being held, in pieces; null outside a tag. */
  private tag: string[] | null = null;
  private tagChars = 0;
  private tagNewlines = 0;
  private quote: string | null = null;
  /** Whether the tag held is an element's (null until its second character is read). */
  private element: boolean | null = null;
  private dropping = false;
  private textChars = 0;

  constructor(private readonly maxTag: number) {}

  /** The text to pass to the parser for this chunk (a tag cut by the chunk's end waits for the next). */
  push(chunk: string): string {
    const out: string[] = [];
    let start = 0;
    for (let i = 0; i < chunk.length; i++) {
      const c = chunk.charCodeAt(i);
      if (this.tag === null) {
        if (c !== 60 /* < */) continue;
        this.passText(out, chunk.slice(start, i));
        this.tag = [];
        this.tagChars = 0;
        this.tagNewlines = 0;
        this.quote = null;
        this.element = null;
        this.dropping = false;
        start = i;
        continue;
      }
      if (c === 10) this.tagNewlines++;
      // Quotes matter only in an element's tag; a comment or declaration may hold a lone apostrophe.
      if (this.element === null) this.element = c !== 33 /* ! */ && c !== 63; /* ? */
      if (!this.element) {
        if (c === 62) {
          this.hold(chunk.slice(start, i + 1));
          out.push(this.endTag());
          start = i + 1;
        }
      } else if (this.quote !== null) {
        if (chunk[i] === this.quote) this.quote = null;
      } else if (c === 34 || c === 39) this.quote = chunk[i]!;
      else if (c === 62 /* > */) {
        this.hold(chunk.slice(start, i + 1));
        out.push(this.endTag());
        start = i + 1;
      }
    }
    if (this.tag === null) this.passText(out, chunk.slice(start));
    else this.hold(chunk.slice(start));
    return out.join("");
  }

  /** What is left at the end of the input (an unfinished tag: the parser reports it). */
  end(): string {
    if (this.tag === null) return "";
    const rest = this.dropping ? "" : this.tag.join("");
    this.tag = null;
    return rest;
  }

  private hold(piece: string): void {
    this.tagChars += piece.length;
    if (this.dropping) return;
    if (this.tagChars > this.maxTag) {
      this.dropping = true;
      this.tag = [];
      return;
    }
    this.tag!.push(piece);
  }

  private endTag(): string {
    const whole = this.dropping
      ? `<row ${TOO_LONG_ATTRIBUTE}="${this.tagChars}"/>${"\n".repeat(this.tagNewlines)}`
      : this.tag!.join("");
    this.tag = null;
    this.textChars = 0;
    return whole;
  }

  private passText(out: string[], text: string): void {
    if (!text) return;
    const room = Math.max(0, this.maxTag - this.textChars);
    this.textChars += text.length;
    if (text.length <= room) out.push(text);
    else out.push(text.slice(0, room), "\n".repeat(countNewlines(text, room)));
  }
}

function countNewlines(text: string, from: number): number {
  let n = 0;
  for (let i = text.indexOf("\n", from); i !== -1; i = text.indexOf("\n", i + 1)) n++;
  return n;
}
