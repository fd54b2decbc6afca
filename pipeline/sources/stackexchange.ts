/**
 * Stack Exchange Posts.xml, read with a streaming XML parser (saxes): one <row> per post under a
 * <posts> root. Bodies are HTML; Tags come as "<a><b>" (older dumps) or "|a|b|" (newer).
 */
import path from "node:path";
import { SaxesParser } from "saxes";
import { parseDate, parseTags, toInt } from "@/lib/domain/pipeline/fields";
import { htmlToText, tidy } from "@/lib/domain/pipeline/text";
import type { RawPost, ReadResult, SourceReader } from "../types";
import { badLine, flagsOf } from "./common";
import { readText, SourceError } from "./open";

/** After this many XML errors the rest of a file is not worth reading. */
const MAX_XML_ERRORS = 100;
/** Question and answer; the other types are tag wikis, nominations and other site texts. */
const USER_POST_TYPES = new Set(["1", "2"]);

export const stackExchangeReader: SourceReader = {
  format: "stackexchange",
  async *read(file, options) {
    const community = options.community ?? siteOf(file);
    const parser = new SaxesParser();
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
        out.push(parseRow(node.attributes as Record<string, string>, parser.line, community));
      }
    });
    parser.on("error", (error) => {
      if (root === null)
        throw new SourceError(
          `${file} does not look like a Stack Exchange Posts.xml (${error.message}). Check --format.`,
        );
      errors++;
      out.push(badLine(`XML error: ${error.message}`));
    });
    for await (const chunk of readText(file)) {
      if (typeof chunk === "string") parser.write(chunk);
      else out.push(badLine(chunk.error));
      yield* out.splice(0);
      if (errors >= MAX_XML_ERRORS) {
        yield badLine(`stopped reading at line ${parser.line}: more than ${MAX_XML_ERRORS} XML errors`);
        return;
      }
    }
    parser.close();
    if (root === null)
      throw new SourceError(
        `${file} does not look like a Stack Exchange Posts.xml: it holds no XML element. Check --format.`,
      );
    yield* out.splice(0);
  },
};

export function parseRow(a: Record<string, string>, line: number, community: string): ReadResult {
  const where = `row at line ${line}`;
  if (!a.Id || !/^-?\d+$/.test(a.Id)) return badLine(`${where}: missing attribute "Id"`);
  if (!a.PostTypeId) return badLine(`${where}: missing attribute "PostTypeId"`);
  const createdAt = parseDate(a.CreationDate);
  if (!createdAt)
    return badLine(
      a.CreationDate ? `${where}: CreationDate is not a date` : `${where}: missing attribute "CreationDate"`,
    );
  const post: RawPost = {
    externalId: a.Id,
    community,
    parentId: a.ParentId ?? null,
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
  };
  return { post };
}

/** The site a dump belongs to, from the folder it was unpacked into ("beer.stackexchange.com"). */
function siteOf(file: string): string {
  const folder = path.basename(path.dirname(path.resolve(file)));
  return /\./.test(folder) ? folder : "stackexchange";
}
