/**
 * Streams posts to disk in each dump's own shape: Reddit (Pushshift / Arctic Shift JSON lines,
 * markdown bodies), Hacker News (the API's items, HTML text) and Stack Exchange (one Posts.xml per
 * site folder, HTML bodies in attributes). Writes wait for the stream to drain: constant memory.
 */
import { once } from "node:events";
import { createWriteStream, mkdirSync, type WriteStream } from "node:fs";
import path from "node:path";

export type Format = "reddit" | "hn" | "stackexchange";

export interface Post {
  format: Format;
  /** Subreddit, Stack Exchange site ("pets.stackexchange.com") or "hn". */
  community: string;
  id: string;
  /** The parent post's id (comments, answers), else null. */
  parentId: string | null;
  title: string | null;
  paragraphs: string[];
  author: string;
  /** Unix seconds. */
  createdAt: number;
  score: number;
  replies: number;
  flags: { deleted?: boolean; removed?: boolean; moderator?: boolean; bot?: boolean };
  tags: string[];
}

class Out {
  private readonly stream: WriteStream;
  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.stream = createWriteStream(file);
  }
  async write(text: string): Promise<void> {
    if (!this.stream.write(text)) await once(this.stream, "drain");
  }
  async close(): Promise<void> {
    this.stream.end();
    await once(this.stream, "finish");
  }
}

export class CorpusWriter {
  readonly files: Record<Format, string[]> = { reddit: [], hn: [], stackexchange: [] };
  private reddit: Out | null = null;
  private hn: Out | null = null;
  private readonly sites = new Map<string, Out>();

  constructor(private readonly dir: string) {}

  async write(post: Post): Promise<void> {
    if (post.format === "reddit") {
      if (!this.reddit) this.reddit = this.open("reddit", path.join(this.dir, "reddit", "RS_demo.jsonl"));
      await this.reddit.write(`${JSON.stringify(redditItem(post))}\n`);
    } else if (post.format === "hn") {
      if (!this.hn) this.hn = this.open("hn", path.join(this.dir, "hn", "items.jsonl"));
      await this.hn.write(`${JSON.stringify(hnItem(post))}\n`);
    } else {
      let site = this.sites.get(post.community);
      if (!site) {
        site = this.open("stackexchange", path.join(this.dir, "stackexchange", post.community, "Posts.xml"));
        await site.write(`<?xml version="1.0" encoding="utf-8"?>\n<posts>\n`);
        this.sites.set(post.community, site);
      }
      await site.write(
        `  <row ${seAttributes(post)
          .map(([k, v]) => `${k}="${xmlAttr(v)}"`)
          .join(" ")} />\n`,
      );
    }
  }

  async close(): Promise<void> {
    for (const site of this.sites.values()) {
      await site.write("</posts>\n");
      await site.close();
    }
    await this.reddit?.close();
    await this.hn?.close();
  }

  private open(format: Format, file: string): Out {
    this.files[format].push(file);
    return new Out(file);
  }
}

const escapeHtml = (s: string) => s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

function redditItem(p: Post) {
  // Reddit's JSON escapes &, < and > in markdown bodies.
  const body = p.flags.removed ? "[removed]" : p.flags.deleted ? "[deleted]" : escapeHtml(p.paragraphs.join("\n\n"));
  const author = p.flags.deleted ? "[deleted]" : p.author;
  if (p.parentId) {
    return {
      id: p.id,
      link_id: `t3_${p.parentId}`,
      parent_id: `t3_${p.parentId}`,
      body,
      author,
      created_utc: p.createdAt,
      score: p.score,
      subreddit: p.community,
      ...(p.flags.moderator ? { distinguished: "moderator" } : {}),
    };
  }
  return {
    id: p.id,
    subreddit: p.community,
    title: p.title ?? "",
    selftext: body,
    author,
    created_utc: p.createdAt,
    score: p.score,
    num_comments: p.replies,
    permalink: `/r/${p.community}/comments/${p.id}/`,
    stickied: p.flags.moderator === true,
    distinguished: p.flags.moderator ? "moderator" : null,
    removed_by_category: p.flags.removed ? "moderator" : p.flags.deleted ? "deleted" : null,
  };
}

function hnItem(p: Post) {
  const id = Number(p.id);
  if (p.flags.deleted)
    return {
      deleted: true,
      id,
      ...(p.parentId ? { parent: Number(p.parentId) } : {}),
      time: p.createdAt,
      type: p.parentId ? "comment" : "story",
    };
  const text = p.paragraphs.map((s) => escapeHtml(s).replaceAll('"', "&quot;").replaceAll("'", "&#x27;")).join("<p>");
  if (p.parentId)
    return {
      by: p.author,
      id,
      parent: Number(p.parentId),
      text,
      time: p.createdAt,
      type: "comment",
      ...(p.flags.removed ? { dead: true } : {}),
    };
  return {
    by: p.author,
    descendants: p.replies,
    id,
    score: Math.max(1, p.score),
    text,
    time: p.createdAt,
    title: p.title ?? "",
    type: "story",
    ...(p.flags.removed ? { dead: true } : {}),
  };
}

function seAttributes(p: Post): [string, string][] {
  const created = new Date(p.createdAt * 1000).toISOString().replace("Z", "");
  const type = p.flags.moderator ? "4" : p.parentId ? "2" : "1";
  const attrs: [string, string][] = [
    ["Id", p.id],
    ["PostTypeId", type],
  ];
  if (type === "2") attrs.push(["ParentId", p.parentId!]);
  attrs.push(["CreationDate", created], ["Score", String(p.score)]);
  if (type === "1") attrs.push(["ViewCount", String(p.score * 17 + 40)]);
  attrs.push(
    ["Body", p.paragraphs.map((s) => `<p>${escapeHtml(s)}</p>`).join("\n") + "\n"],
    p.flags.bot ? ["OwnerUserId", "-1"] : ["OwnerUserId", p.author],
    ["LastActivityDate", created],
  );
  if (type === "1")
    attrs.push(["Title", p.title ?? ""], ["Tags", `|${p.tags.join("|")}|`], ["AnswerCount", String(p.replies)]);
  attrs.push(["CommentCount", "0"], ["ContentLicense", "CC BY-SA 4.0"]);
  return attrs;
}

function xmlAttr(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("\n", "&#xA;");
}
