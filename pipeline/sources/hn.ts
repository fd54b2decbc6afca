/**
 * Hacker News items as the public API gives them: one JSON object per line, or one JSON array
 * (streamed item by item, never parsed whole). Text is HTML.
 */
import { isBotAuthor, parseDate, toInt } from "@/lib/domain/pipeline/fields";
import { decodeEntities, htmlToText, tidy } from "@/lib/domain/pipeline/text";
import type { RawPost, ReadResult, SourceReader } from "../types";
import { atItem, atLine, badLine, flagsOf, idOf, isObject, parseJson, text } from "./common";
import { jsonArrayItems, startsWithArray } from "./json-array";
import { readLines } from "./open";

export const hnReader: SourceReader = {
  format: "hn",
  async *read(file) {
    if (await startsWithArray(file)) {
      for await (const item of jsonArrayItems(file))
        yield atItem("error" in item ? badLine(item.error) : parseHnItem(item.text, `item ${item.number}`), item);
      return;
    }
    for await (const line of readLines(file)) {
      if ("error" in line) yield badLine(line.error, line.number);
      else if (line.text.trim()) yield atLine(parseHnItem(line.text, `line ${line.number}`), line.number);
    }
  },
};

export function parseHnItem(json: string, where: string): ReadResult {
  const parsed = parseJson(json);
  if ("error" in parsed) return badLine(`${where}: not valid JSON (${parsed.error})`);
  const item = parsed.value;
  if (!isObject(item)) return badLine(`${where}: not a JSON object`);
  const id = idOf(item.id);
  if (!id) return badLine(`${where}: missing field "id"`);
  const createdAt = parseDate(item.time);
  if (!createdAt)
    return badLine(item.time === undefined ? `${where}: missing field "time"` : `${where}: time is not a date`);
  const author = text(item.by);
  const title = text(item.title);
  const kids = Array.isArray(item.kids) ? item.kids.length : 0;
  const post: RawPost = {
    externalId: id,
    community: "hn",
    parentId: item.parent === undefined || item.parent === null ? null : String(item.parent),
    title: title === null ? null : tidy(decodeEntities(title)),
    body: htmlToText(text(item.text) ?? ""),
    author,
    createdAt,
    score: toInt(item.score),
    comments: toInt(item.descendants, kids),
    flags: flagsOf({
      deleted: item.deleted === true,
      removed: item.dead === true,
      moderator: false,
      bot: isBotAuthor(author),
    }),
    // A story pointing elsewhere: set only on link posts.
    ...(text(item.url) ? { link: text(item.url) } : {}),
  };
  return { post };
}
