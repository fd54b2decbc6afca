/**
 * Stack Exchange Posts.xml, read with a streaming XML parser (saxes): one <row> per post under a
 * <posts> root. Bodies are HTML; Tags come as "<a><b>" (older dumps) or "|a|b|" (newer). Ids repeat
 * across sites, so a post's id is keyed by its site ("beer.stackexchange.com:64"), or when the folder
 * does not name one, by --community or else the dump's own name ("beer/Posts.xml" or "beer.xml":
 * "beer:64"): several sites under one --source keep all their posts. A row longer than MAX_LINE_BYTES characters never
 * reaches the parser whole (xml-guard.ts) and is skipped as a bad line, as is a row whose bytes
 * were not valid UTF-8.
 */
import path from "node:path";
import { SaxesParser } from "saxes";
import { parseDate, parseTags, toInt } from "@/lib/domain/pipeline/fields";
import { htmlToText, tidy } from "@/lib/domain/pipeline/text";
import type { RawPost, ReadResult, SourceReader } from "../types";
import { badLine, flagsOf } from "./common";
import { MAX_LINE_BYTES, readText, SourceError } from "./open";
import { TOO_LONG_ATTRIBUTE, XmlGuard } from "./xml-guard";

/** After this many XML errors the rest of a file is not worth reading. */
const MAX_XML_ERRORS = 100;
/** Question and answer; the other types are tag wikis, nominations and other site texts. */
const USER_POST_TYPES = new Set(["1", "2"]);

export const stackExchangeReader: SourceReader = {
  format: "stackexchange",
  async *read(file, options) {
    const site = siteOf(file);
    const community = options.community ?? site ?? "stackexchange";
    const key = site ?? options.community ?? dumpName(file);
    const parser = new SaxesParser();
    const guard = new XmlGuard(MAX_LINE_BYTES);
    const out: ReadResult[] = [];
    let root: string | null = null;
    let errors = 0;
    parser.on("opentag", (node) => {
      if (root === null) {
        root = node.name;
        if (root !== "posts")
          throw new SourceError(
            `${file} does not look like a Stack Exchange Posts.xml: its root element is <${root}>, not <posts>. Check --format.`,
          );
      } else if (node.name === "row") {
        out.push({
          ...parseRow(node.attributes as Record<string, string>, parser.line, community, key),
          line: parser.line,
        });
      }
    });
    parser.on("error", (error) => {
      if (root === null)
        throw new SourceError(
          `${file} does not look like a Stack Exchange Posts.xml (${error.message}). Check --format.`,
        );
      errors++;
      out.push(badLine(`XML error: ${error.message}`, parser.line));
    });
    for await (const chunk of readText(file)) {
      if (typeof chunk === "string") parser.write(guard.push(chunk));
      else out.push(badLine(chunk.error, parser.line));
      yield* out.splice(0);
      if (errors >= MAX_XML_ERRORS) {
        yield badLine(`stopped reading at line ${parser.line}: more than ${MAX_XML_ERRORS} XML errors`, parser.line);
        return;
      }
    }
    parser.write(guard.end());
    parser.close();
    if (root === null)
      throw new SourceError(
        `${file} does not look like a Stack Exchange Posts.xml: it holds no XML element. Check --format.`,
      );
    yield* out.splice(0);
  },
};

/** Replacement characters in a row: bytes the decoder could not read as UTF-8. */
const NOT_UTF8 = "\uFFFD";

export function parseRow(a: Record<string, string>, line: number, community: string, site = community): ReadResult {
  const where = `row at line ${line}`;
  if (a[TOO_LONG_ATTRIBUTE] !== undefined)
    return badLine(
      `${where}: longer than ${MAX_LINE_BYTES / 1024 / 1024} Mi characters (${a[TOO_LONG_ATTRIBUTE]}), skipped unread`,
    );
  if (Object.values(a).some((value) => value.includes(NOT_UTF8))) return badLine(`${where}: not valid UTF-8`);
  if (!a.Id || !/^-?\d+$/.test(a.Id)) return badLine(`${where}: missing attribute "Id"`);
  if (!a.PostTypeId) return badLine(`${where}: missing attribute "PostTypeId"`);
  const createdAt = parseDate(a.CreationDate);
  if (!createdAt)
    return badLine(
      a.CreationDate ? `${where}: CreationDate is not a date` : `${where}: missing attribute "CreationDate"`,
    );
  const post: RawPost = {
    externalId: `${site}:${a.Id}`,
    community,
    parentId: a.ParentId ? `${site}:${a.ParentId}` : null,
    title: a.Title ? tidy(a.Title) : null,
    body: htmlToText(a.Body ?? ""),
    author: a.OwnerUserId ?? a.OwnerDisplayName ?? null,
    createdAt,
    score: toInt(a.Score),
    comments: toInt(a.PostTypeId === "1" ? a.AnswerCount : a.CommentCount),
    flags: flagsOf({
      deleted: false,
      removed: false,
      // Tag wikis, excerpts and election texts are the site's, not a user's voice.
      moderator: !USER_POST_TYPES.has(a.PostTypeId),
      // User -1 is Stack Exchange's "Community" bot.
      bot: a.OwnerUserId === "-1",
    }),
    licence: a.ContentLicense,
    tags: parseTags(a.Tags),
    ...(a.PostTypeId === "2" ? { answer: true } : {}),
  };
  return { post };
}

/** A dump's own name: its file's stem, or its folder's when the file keeps the dump's standard name. */
function dumpName(file: string): string {
  const stem = path.basename(file).replace(/\.xml(?:\.gz|\.zst)?$/i, "");
  return stem.toLowerCase() === "posts" ? path.basename(path.dirname(path.resolve(file))) : stem;
}

/** The site a dump belongs to, from the folder it was unpacked into ("beer.stackexchange.com"), or null. */
function siteOf(file: string): string | null {
  const folder = path.basename(path.dirname(path.resolve(file)));
  return /\./.test(folder) ? folder : null;
}
