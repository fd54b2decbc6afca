/**
 * Reddit dumps (Pushshift / Arctic Shift): one JSON object per line, submissions or comments,
 * plain, .gz or .zst. Ids become Reddit's fullnames (t3_ submissions, t1_ comments), which are
 * unique across both kinds.
 */
import { isBotAuthor, isDeletedAuthor, parseDate, toInt } from "@/lib/domain/pipeline/fields";
import { decodeEntities, markdownToText, tidy } from "@/lib/domain/pipeline/text";
import type { RawPost, ReadResult, SourceReader } from "../types";
import { atLine, badLine, flagsOf, idOf, isObject, parseJson, text } from "./common";
import { readLines } from "./open";

export const redditReader: SourceReader = {
  format: "reddit",
  async *read(file) {
    for await (const line of readLines(file)) {
      if ("error" in line) yield badLine(line.error, line.number);
      else if (line.text.trim()) yield atLine(parseRedditLine(line.text, line.number), line.number);
    }
  },
};

const GONE = new Set(["[deleted]", "[removed]"]);

export function parseRedditLine(line: string, number: number): ReadResult {
  const parsed = parseJson(line);
  if ("error" in parsed) return badLine(`line ${number}: not valid JSON (${parsed.error})`);
  const item = parsed.value;
  if (!isObject(item)) return badLine(`line ${number}: not a JSON object`);
  const comment = "body" in item || "link_id" in item;
  const missing = (field: string) => badLine(`line ${number}: missing field "${field}"`);
  const id = idOf(item.id);
  if (!id) return missing("id");
  const createdAt = parseDate(item.created_utc);
  if (!createdAt)
    return item.created_utc === undefined
      ? missing("created_utc")
      : badLine(`line ${number}: created_utc is not a date`);
  const community = text(item.subreddit);
  if (!community) return missing("subreddit");
  const title = comment ? null : text(item.title);
  if (!comment && title === null) return missing("title");
  const rawBody = text(comment ? item.body : item.selftext) ?? "";
  if (comment && text(item.body) === null) return missing("body");
  const author = text(item.author);
  const removedBy = text(item.removed_by_category);
  const distinguished = text(item.distinguished);
  const post: RawPost = {
    externalId: `${comment ? "t1" : "t3"}_${id.replace(/^t[13]_/, "")}`,
    community,
    parentId: comment ? (text(item.link_id) ?? text(item.parent_id)) : null,
    title: title === null ? null : tidy(decodeEntities(title)),
    body: GONE.has(rawBody.trim()) ? "" : markdownToText(rawBody),
    author: author && !isDeletedAuthor(author) ? author : null,
    createdAt,
    score: toInt(item.score),
    comments: toInt(item.num_comments),
    flags: flagsOf({
      deleted: isDeletedAuthor(author) || rawBody.trim() === "[deleted]" || removedBy === "deleted",
      removed: rawBody.trim() === "[removed]" || (removedBy !== null && removedBy !== "deleted"),
      moderator: distinguished === "moderator" || distinguished === "admin" || item.stickied === true,
      bot: isBotAuthor(author),
    }),
    // A link submission: set only on link posts.
    ...(!comment && item.is_self === false && text(item.url) ? { link: text(item.url) } : {}),
  };
  return { post };
}
