/**
 * The idea pipeline's shared shapes. A run streams posts from a dump through the stages:
 *
 *   read (sources/<format>.ts) -> detect (detect.ts) -> anonymise (anonymise.ts)
 *     -> group (group.ts) -> score (lib/domain/pipeline/scoring.ts) -> publish (publish.ts)
 *
 * Readers yield RawPost objects one at a time (async iterables: a 10 GB dump never sits in
 * memory). Every stage is idempotent by (source, externalId), so a re-run skips what is done.
 * Text analysis goes through the Analyser interface (analysers/local.ts is the deterministic
 * default; analysers/openai.ts talks to any OpenAI-compatible server).
 */

import type { IdeaCategoryName } from "@/lib/domain/ideas/categories";

export type SourceFormat = "reddit" | "hn" | "stackexchange" | "csv" | "jsonl";

/** Why a post was left out; the run's summary counts each. */
export type SkipReason =
  | "deleted"
  | "bot_or_moderator"
  | "too_short"
  | "not_a_need"
  | "duplicate"
  | "wrong_language"
  | "bad_line"
  /** Suicide, self-harm, abuse, eating disorders, medical emergencies, bereavement: never an idea, text never kept. */
  | "sensitive"
  /** A reply to someone else's question (a Stack Exchange answer): never the writer's own need. */
  | "answer";

/** A post as a reader yields it: the source's own fields mapped to one shape, nothing judged yet. */
export interface RawPost {
  /** The source's own id (unique within a source), e.g. a Reddit id or a Stack Exchange Id. */
  externalId: string;
  /** Subreddit, Stack Exchange site, "hn", or the CSV's community column. */
  community: string;
  /** Parent thread's external id for replies/comments (used for engagement, never shown). */
  parentId: string | null;
  title: string | null;
  /** Plain text: readers strip HTML and markdown to text. */
  body: string;
  /** The author's handle as given; anonymise.ts turns it into a keyed hash and drops it. */
  author: string | null;
  createdAt: Date;
  score: number;
  /** Replies/answers count where the source gives it. */
  comments: number;
  /** Set by readers for posts the source marks deleted, removed, dead, stickied by mods, etc. */
  flags: { deleted?: boolean; removed?: boolean; moderator?: boolean; bot?: boolean };
  /** e.g. ContentLicense of Stack Exchange rows ("CC BY-SA 4.0"), for attribution. */
  licence?: string;
  /** Stack Exchange question tags (either encoding, parsed); a hint for categories. */
  tags?: string[];
  /** The URL a link post points to (a Hacker News story's url, a Reddit link submission's). */
  link?: string | null;
  /** An answer to another post's question (Stack Exchange PostTypeId 2). */
  answer?: boolean;
}

/**
 * A reader's answer per line/row: a post, or a line it had to skip (counted as bad_line).
 * `line`: where the record starts in its file (1-based), when the reader knows it.
 * `item`: the record's number (1-based) when the file is one JSON array, which may be all on one
 * line: the position an operator finds the record by (the import's summary prints it over `line`).
 */
export type ReadResult = ({ post: RawPost } | { skipped: SkipReason; detail: string }) & {
  line?: number;
  item?: number;
};

export interface SourceReader {
  format: SourceFormat;
  /** Streams `file` (plain, .gz, or .zst where the format allows). Never throws on one bad line. */
  read(file: string, options: ReadOptions): AsyncIterable<ReadResult>;
}

export interface ReadOptions {
  columnMap?: ColumnMap;
  /**
   * The community when the file does not name one per post: a Stack Exchange site (default: the
   * folder holding Posts.xml, as the dumps are unpacked, e.g. "beer.stackexchange.com"), or a
   * CSV/JSON Lines file without a community column (default: the file's name).
   */
  community?: string;
}

/** CSV / JSON Lines: which column holds what. */
export interface ColumnMap {
  id: string;
  community?: string;
  title?: string;
  body: string;
  author?: string;
  date: string;
  score?: number | string;
}

/** What detect.ts decides for one post; `why`, when given, says in a few words what decided it. */
export type Detection =
  | { kind: "need"; confidence: number; why?: string }
  /** A launch or self-promotion post ("I built", "we launched"): not a need, counted as a builder. */
  | { kind: "launch"; why?: string }
  | { kind: "skip"; reason: SkipReason; why?: string };

/** What an analyser's classify reads: the post's text and whether it is a link post. */
export interface ClassifyInput {
  title: string | null;
  body: string;
  /** The URL of a link post (a story pointing elsewhere), if any. */
  link?: string | null;
}

/** A post after anonymisation: what the pipeline keeps. No handle, email, URL, phone or name. */
export interface CleanPost {
  source: string;
  externalId: string;
  community: string;
  /** HMAC-SHA256 of the author's handle with the app's secret (hex); never the handle. */
  authorHash: string | null;
  title: string | null;
  body: string;
  createdAt: Date;
  score: number;
  comments: number;
  kind: "need" | "launch";
}

/** A group of posts that voice one need; its key is stable across re-runs. */
export interface NeedGroup {
  key: string;
  posts: CleanPost[];
}

/** A paraphrased quote shown to users, linked internally to the post it came from. */
export interface Quote {
  text: string;
  community: string;
  /** "YYYY-MM" */
  month: string;
  /** Internal only: the post it paraphrases (source:externalId). Never served. */
  postRef: string;
}

/** What an analyser writes for a group: the idea's texts. Validated (zod) before use. */
export interface IdeaDraft {
  title: string;
  description: string;
  complaintSummary: string;
  analysis: string;
  /** One of the 13 categories of lib/domain/ideas/categories.ts. */
  category: IdeaCategoryName;
  /** 0-100 hints the score formulas may use within bounds (lib/domain/pipeline/scoring.ts). */
  simplicityHint?: number;
  innovationHint?: number;
  marketHint?: number;
}

/** The one interface every analyser implements (local, OpenAI-compatible). */
export interface Analyser {
  name: string;
  classify(post: ClassifyInput): Promise<Detection>;
  /** A paraphrase of `text` that passes the quote gate (no run of 5 words shared with the source), or null. */
  paraphrase(text: string): Promise<string | null>;
  describe(group: { posts: { title: string | null; body: string }[]; communities: string[] }): Promise<IdeaDraft>;
  embed?(texts: string[]): Promise<number[][]>;
}
