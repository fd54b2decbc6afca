/**
 * The demo corpus: a deterministic forum dump (seeded; the same seed and size give byte-identical
 * files) written by the team, never copied from a real forum. About one post in five voices a need of
 * the ontology (audiences/: each need belongs to its own people) over 36 months: the whole corpus
 * voices every need, each by at least BASE_POSTS people (a slice, the most popular needs), each need
 * with its trend (rising, steady, fading, seasonal, emerging, cooling) and a long-tailed popularity, some with replies
 * voicing it again; the rest is what forums are mostly made of: answers, launches, news and tips near a
 * need, jokes, chatter, other languages, sensitive posts, deleted, removed, bot and too-short posts.
 * Some posts carry planted personal data. Written month by month as a stream, in three dump formats:
 *
 *   DIR/reddit/RS_demo.jsonl   DIR/hn/items.jsonl   DIR/stackexchange/<site>/Posts.xml
 *   DIR/labels.tsv (format, external id, kind, need index)   DIR/pii.txt (planted values)
 *
 *   npx tsx prisma/seed-data/corpus/generate.ts OUT_DIR [--posts N] [--seed N]
 */
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import {
  answerText,
  foreignText,
  hardNegativeText,
  jokeText,
  launchText,
  needText,
  offTopicText,
  replyText,
  sensitiveText,
  type Text,
} from "./compose";
import { BOT_TEXT, TOO_SHORT } from "./frames";
import { buildNeeds, monthWeight, RECENT_TRENDS, type Need } from "./needs";
import { seededRng, type Rng } from "./rng";
import { CorpusWriter, type Format, type Post } from "./writers";

export const DEFAULT_SEED = 20_261_124;
export const DEFAULT_POSTS = 168_000;
export const MONTHS = 36;
/** The corpus's first month: November 2023 (UTC); the last is October 2026. */
const START_YEAR = 2023;
const START_MONTH = 10;
/**
 * Every voiced need gets at least this many posts by different people. The evidence bar is three
 * need posts from three people; like a real forum's, many of these only vent or wonder and do not
 * ask in words a precision-first need detector or a quote writer reads, so DIRECT_POSTS of them ask
 * outright.
 */
export const BASE_POSTS = 10;
/**
 * Of each need's posts, this many (spread at random over its months) are written by people who ask
 * for a tool or a recommendation outright: every need a forum really has gets a few plain asks.
 */
export const DIRECT_POSTS = 6;
/**
 * Needs voiced only in the months the pipeline's trend reads (emerging, cooling) get this many more
 * posts: enough mentions there for the trend to be told, not left flat.
 */
export const RECENT_EXTRA_POSTS = 4;
/** A need's minimum posts: BASE_POSTS, more for a need voiced only recently. */
export const minimumPosts = (need: Need) => BASE_POSTS + (RECENT_TRENDS.has(need.trend) ? RECENT_EXTRA_POSTS : 0);

export type Kind =
  | "need"
  | "reply"
  | "repost"
  | "answer"
  | "launch"
  | "hard_negative"
  | "joke"
  | "offtopic"
  | "foreign"
  | "sensitive"
  | "deleted"
  | "bot"
  | "too_short";

/** Share of all posts per kind: need posts, then the noise (answers and replies follow from the need posts). */
const SHARE = {
  need: 0.172,
  launch: 0.02,
  hard_negative: 0.05,
  joke: 0.03,
  offtopic: 0.36,
  foreign: 0.03,
  sensitive: 0.004,
  deleted: 0.03,
  bot: 0.01,
  too_short: 0.04,
} as const;
/** Per need post: a reply voicing the same need, answers (0-3), a later repost. */
const REPLY_CHANCE = 0.12;
const ANSWERS_MAX = 3;
const REPOST_CHANCE = 0.03;
const PII_CHANCE = 0.05;
const AUTHORS = 60_000;
/** General communities people ask for software in, besides their own: a business, a club or a home asks in different ones. */
const ASK_SUBS: Record<Need["register"], string[]> = {
  work: ["smallbusiness", "software", "productivity", "Entrepreneur"],
  club: ["software", "productivity", "volunteering"],
  home: ["software", "productivity", "apps"],
};
const se = (site: string) => `${site}.stackexchange.com`;

export interface CorpusStats {
  dir: string;
  posts: number;
  byFormat: Record<Format, number>;
  byKind: Record<Kind, number>;
  communities: number;
  needsVoiced: number;
  /** Share of posts that voice a need (need posts, replies voicing one, reposts). */
  needShare: number;
  files: Record<Format, string[]>;
  labels: string;
  pii: string;
  ms: number;
}

export interface CorpusOptions {
  seed?: number;
  posts?: number;
}

const monthStart = (m: number) => Date.UTC(START_YEAR, START_MONTH + m, 1) / 1000;
const HANDLE_A =
  "quiet rusty amber brisk mossy lucky tidy sunny misty bold cosy swift plain merry keen wild calm odd grand shy".split(
    " ",
  );
const HANDLE_B =
  "otter kettle badger lantern pebble falcon walnut meadow anchor thimble comet heron maple cobble fern harbour puffin sparrow tulip willow".split(
    " ",
  );
/** A distinct handle per author number. */
function handle(i: number): string {
  return `${HANDLE_A[i % 20]}_${HANDLE_B[Math.floor(i / 20) % 20]}${Math.floor(i / 400)}`;
}

export async function writeDemoCorpus(dir: string, options: CorpusOptions = {}): Promise<CorpusStats> {
  const started = Date.now();
  const total = options.posts ?? DEFAULT_POSTS;
  const rng = seededRng(options.seed ?? DEFAULT_SEED);
  const ranked = [...buildNeeds(rng)].sort((a, b) => b.weight - a.weight || a.index - b.index);
  const voiced = voicedNeeds(ranked, SHARE.need * total);
  const growth = (m: number) => 0.7 + (0.6 * m) / (MONTHS - 1);
  const minimum = voiced.reduce((s, need) => s + minimumPosts(need), 0);
  const counts = needCounts(voiced, Math.max(0, SHARE.need * total - minimum), growth, rng);
  const launches = launchCounts(voiced, SHARE.launch * total, rng);
  const growthSum = Array.from({ length: MONTHS }, (_, m) => growth(m)).reduce((a, b) => a + b, 0);
  const direct = directWriters(voiced, counts);

  mkdirSync(dir, { recursive: true });
  const writer = new CorpusWriter(dir);
  const labelsFile = path.join(dir, "labels.tsv");
  const piiFile = path.join(dir, "pii.txt");
  const labels = createWriteStream(labelsFile);
  const piiOut = createWriteStream(piiFile);
  const stats = {
    byFormat: { reddit: 0, hn: 0, stackexchange: 0 } as Record<Format, number>,
    byKind: {} as Record<Kind, number>,
    communities: new Set<string>(),
  };
  const ids = { reddit: parseInt("k00000", 36), hn: 30_000_000, stackexchange: 1 };
  const reposts: { month: number; post: Post; need: number }[] = [];

  const emit = async (post: Omit<Post, "id">, kind: Kind, need: number, pii: string[] = []): Promise<Post> => {
    const n = ids[post.format]++;
    const id = post.format === "reddit" ? n.toString(36) : String(n);
    const full: Post = { ...post, id };
    await writer.write(full);
    // As the readers key them: Reddit fullnames, Stack Exchange ids by site (the folder of its Posts.xml).
    const external =
      post.format === "reddit"
        ? `${post.parentId ? "t1" : "t3"}_${id}`
        : post.format === "stackexchange"
          ? `${post.community}:${id}`
          : id;
    if (!labels.write(`${post.format}\t${external}\t${kind}\t${need}\n`)) await once(labels, "drain");
    for (const value of pii) piiOut.write(`${value}\n`);
    stats.byFormat[post.format]++;
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
    stats.communities.add(post.community);
    return full;
  };
  const author = (format: Format, i: number) => (format === "stackexchange" ? String(1000 + i) : handle(i));
  const base = (format: Format, community: string, text: Text, time: number): Omit<Post, "id"> => ({
    format,
    community,
    parentId: null,
    title: text.title,
    paragraphs: text.paragraphs,
    author: author(format, rng.int(0, AUTHORS - 1)),
    createdAt: time,
    score: Math.floor(Math.pow(rng.next(), 3) * 300),
    replies: rng.int(0, 40),
    flags: {},
    tags: [],
  });
  // Comments come after their post, never after the corpus's last month.
  const comment = (parent: Post, text: Text, time: number): Omit<Post, "id"> => ({
    ...base(parent.format, parent.community, text, Math.min(time, monthStart(MONTHS) - 1)),
    parentId: parent.id,
    title: null,
  });
  /** Where one of the need's people posts: their own community mostly. */
  const place = (need: Need): { format: Format; community: string } => {
    const r = rng.next();
    if (r < 0.83) {
      const c = rng.next();
      return {
        format: "reddit",
        community: c < 0.65 ? need.community : c < 0.85 ? need.familyCommunity : rng.pick(ASK_SUBS[need.register]),
      };
    }
    if (r < 0.95)
      return { format: "stackexchange", community: need.site && rng.chance(0.6) ? se(need.site) : se("softwarerecs") };
    return { format: "hn", community: "hn" };
  };

  for (let m = 0; m < MONTHS; m++) {
    const from = monthStart(m);
    const span = monthStart(m + 1) - from;
    const at = () => from + rng.int(0, span - 1);
    const events: { time: number; kind: Kind; need: Need }[] = [];
    for (let k = 0; k < voiced.length; k++) {
      for (let c = counts[k * MONTHS + m]!; c > 0; c--) events.push({ time: at(), kind: "need", need: voiced[k]! });
      for (let c = launches[k * MONTHS + m]!; c > 0; c--) events.push({ time: at(), kind: "launch", need: voiced[k]! });
    }
    for (const kind of ["hard_negative", "joke", "offtopic", "foreign", "sensitive", "deleted", "bot"] as const) {
      const n = stochasticRound((SHARE[kind] * total * growth(m)) / growthSum, rng);
      for (let i = 0; i < n; i++) events.push({ time: at(), kind, need: rng.pick(voiced) });
    }
    events.sort((a, b) => a.time - b.time);
    const submissions: Post[] = [];
    for (const e of events) {
      const need = e.need;
      if (e.kind === "need") {
        const where = place(need);
        const text = needText(need, rng, PII_CHANCE, direct.next(need.index, rng));
        const post = await emit(
          { ...base(where.format, where.community, text, e.time), tags: [need.family, need.audience] },
          "need",
          need.index,
          text.pii,
        );
        submissions.push(post);
        if (rng.chance(REPLY_CHANCE))
          await emit(comment(post, replyText(need, rng), e.time + rng.int(600, 86_400)), "reply", need.index);
        for (let a = rng.int(0, ANSWERS_MAX); a > 0; a--) {
          const answer = answerText(need, rng, PII_CHANCE);
          await emit(comment(post, answer, e.time + rng.int(300, 172_800)), "answer", -1, answer.pii);
        }
        if (where.format === "reddit" && m + 1 < MONTHS && rng.chance(REPOST_CHANCE)) {
          const again = rng.chance(0.6)
            ? post.paragraphs
            : ["Reposting because nobody answered last time.", ...post.paragraphs];
          const community = rng.chance(0.5) ? post.community : need.familyCommunity;
          reposts.push({
            month: Math.min(MONTHS - 1, m + rng.int(1, 2)),
            need: need.index,
            post: { ...post, community, paragraphs: again },
          });
        }
        continue;
      }
      // Noise lands in the communities of a random need: forums are mostly noise, everywhere.
      const where = place(need);
      let text: Text;
      let label = -1;
      switch (e.kind) {
        case "launch":
          text = launchText(need, rng);
          label = need.index;
          break;
        case "hard_negative":
          text = hardNegativeText(need, rng);
          break;
        case "joke":
          text = jokeText(need, rng);
          break;
        case "foreign":
          text = foreignText(rng);
          break;
        case "sensitive":
          text = sensitiveText(need, rng);
          break;
        default:
          text = offTopicText(rng, e.kind === "offtopic" ? PII_CHANCE : 0);
      }
      const post = base(where.format, where.community, text, e.time);
      if (e.kind === "deleted") post.flags = rng.chance(0.5) ? { deleted: true } : { removed: true };
      if (e.kind === "bot") {
        if (where.format === "hn") post.flags = { removed: true };
        else
          Object.assign(post, {
            paragraphs: [BOT_TEXT],
            flags: { moderator: true, bot: where.format === "stackexchange" },
          });
      }
      const written = await emit(post, e.kind, label, e.kind === "offtopic" ? text.pii : []);
      if (e.kind === "offtopic" || e.kind === "joke") submissions.push(written);
    }
    // Short replies under this month's threads ("+1", "Same."): too short to say anything.
    const shorts = stochasticRound((SHARE.too_short * total * growth(m)) / growthSum, rng);
    for (let i = 0; i < shorts && submissions.length; i++) {
      const parent = rng.pick(submissions);
      const text = { title: "", paragraphs: [rng.pick(TOO_SHORT)], pii: [] };
      await emit(comment(parent, text, parent.createdAt + rng.int(60, 7200)), "too_short", -1);
    }
    for (const r of reposts.filter((x) => x.month === m))
      await emit({ ...r.post, createdAt: at(), parentId: null, flags: {} }, "repost", r.need);
  }
  await writer.close();
  labels.end();
  piiOut.end();
  await Promise.all([once(labels, "finish"), once(piiOut, "finish")]);
  const posts = Object.values(stats.byFormat).reduce((a, b) => a + b, 0);
  const voicing = (stats.byKind.need ?? 0) + (stats.byKind.reply ?? 0) + (stats.byKind.repost ?? 0);
  return {
    dir,
    posts,
    byFormat: stats.byFormat,
    byKind: stats.byKind,
    communities: stats.communities.size,
    needsVoiced: voiced.length,
    needShare: voicing / Math.max(1, posts),
    files: writer.files,
    labels: labelsFile,
    pii: piiFile,
    ms: Date.now() - started,
  };
}

/**
 * Which need posts are direct asks: of a need's n posts, DIRECT_POSTS drawn uniformly (selection
 * sampling: the next post is direct with probability directs left / posts left).
 */
function directWriters(needs: Need[], counts: Uint16Array): { next: (need: number, rng: Rng) => boolean } {
  const left = new Map<number, { posts: number; direct: number }>();
  needs.forEach((need, k) => {
    let posts = 0;
    for (let m = 0; m < MONTHS; m++) posts += counts[k * MONTHS + m]!;
    left.set(need.index, { posts, direct: Math.min(DIRECT_POSTS, posts) });
  });
  return {
    next(need, rng) {
      const l = left.get(need)!;
      const yes = rng.next() * l.posts < l.direct;
      l.posts--;
      if (yes) l.direct--;
      return yes;
    },
  };
}

/** A small corpus voices fewer needs (the most popular first), each still with its minimum posts. */
function voicedNeeds(ranked: Need[], needPosts: number): Need[] {
  let used = 0;
  let k = 0;
  // Half a post per need is left for the popular needs' extra posts.
  while (k < ranked.length && used + minimumPosts(ranked[k]!) + 0.5 <= needPosts)
    used += minimumPosts(ranked[k++]!) + 0.5;
  return ranked.slice(0, k);
}

function stochasticRound(x: number, rng: Rng): number {
  const floor = Math.floor(x);
  return floor + (rng.next() < x - floor ? 1 : 0);
}

/** Need posts per need and month: its minimum each plus a share of `extra` by popularity, months drawn by trend and forum growth. */
function needCounts(needs: Need[], extra: number, growth: (m: number) => number, rng: Rng): Uint16Array {
  const counts = new Uint16Array(needs.length * MONTHS);
  const totalWeight = needs.reduce((s, n) => s + n.weight, 0);
  const cumulative = new Float64Array(MONTHS);
  needs.forEach((need, k) => {
    let acc = 0;
    for (let m = 0; m < MONTHS; m++) cumulative[m] = acc += monthWeight(need, m, MONTHS, START_MONTH) * growth(m);
    const n = minimumPosts(need) + stochasticRound((need.weight / totalWeight) * extra, rng);
    for (let i = 0; i < n; i++) counts[k * MONTHS + drawMonth(cumulative, rng)]!++;
  });
  return counts;
}

/** Launch posts: about a fifth of the needs have builders, more often the popular ones, later in the window. */
function launchCounts(needs: Need[], total: number, rng: Rng): Uint16Array {
  const counts = new Uint16Array(needs.length * MONTHS);
  const late = new Float64Array(MONTHS);
  let acc = 0;
  for (let m = 0; m < MONTHS; m++) late[m] = acc += 0.3 + m / MONTHS;
  for (let placed = 0, k = 0; placed < total && k < needs.length * 4; k++) {
    if (!rng.chance(k < needs.length ? 0.2 : 0.05)) continue;
    counts[(k % needs.length) * MONTHS + drawMonth(late, rng)]!++;
    placed++;
  }
  return counts;
}

function drawMonth(cumulative: Float64Array, rng: Rng): number {
  const r = rng.next() * cumulative[MONTHS - 1]!;
  let lo = 0;
  let hi = MONTHS - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (cumulative[mid]! > r) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? Number(args.splice(i, 2)[1]) : undefined;
  };
  const posts = flag("--posts");
  const seed = flag("--seed");
  if (!args[0]) {
    console.error("usage: npx tsx prisma/seed-data/corpus/generate.ts OUT_DIR [--posts N] [--seed N]");
    process.exit(2);
  }
  const s = await writeDemoCorpus(args[0], { posts, seed });
  console.log(
    `${s.posts} posts (${JSON.stringify(s.byFormat)}), ${s.communities} communities, ${s.needsVoiced} needs, need share ${(100 * s.needShare).toFixed(1)}%, in ${(s.ms / 1000).toFixed(1)} s\n${JSON.stringify(s.byKind)}`,
  );
}
