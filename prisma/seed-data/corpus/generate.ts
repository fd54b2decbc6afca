/**
 * The demo corpus: a deterministic forum dump (seeded; the same seed and size give byte-identical
 * files) written by the team, never copied from a real forum. About 62% of the posts voice one of
 * the 10,609 compositional needs (needs.ts) over 36 months, each need with its trend (rising,
 * steady, fading, seasonal) and a long-tailed popularity; the rest are replies voicing the same
 * need, reposts, launch and self-promotion posts, hard negatives, off-topic noise, other
 * languages, deleted, removed, bot and too-short posts. Some need posts carry planted personal data.
 * Written month by month as a stream, in three dump formats:
 *
 *   DIR/reddit/RS_demo.jsonl   DIR/hn/items.jsonl   DIR/stackexchange/<site>/Posts.xml
 *   DIR/labels.tsv (format, external id, kind, need index)   DIR/pii.txt (planted values)
 *
 *   npx tsx prisma/seed-data/corpus/generate.ts OUT_DIR [--posts N] [--seed N]
 */
import { once } from "node:events";
import { createWriteStream, mkdirSync } from "node:fs";
import path from "node:path";
import { foreignText, hardNegativeText, launchText, needText, offTopicText, replyText, type Text } from "./compose";
import { BOT_TEXT, TOO_SHORT } from "./frames";
import { buildNeeds, monthWeight, type Need } from "./needs";
import { seededRng, type Rng } from "./rng";
import { CorpusWriter, type Format, type Post } from "./writers";

export const DEFAULT_SEED = 20_261_124;
export const DEFAULT_POSTS = 110_000;
export const MONTHS = 36;
/** The corpus's first month: November 2023 (UTC); the last is October 2026. */
const START_YEAR = 2023;
const START_MONTH = 10;
/** Every voiced need gets at least this many posts (so it can meet the evidence bar). */
export const BASE_POSTS = 5;

export type Kind =
  "need" | "reply" | "repost" | "launch" | "hard_negative" | "offtopic" | "foreign" | "deleted" | "bot" | "too_short";

/** Share of all posts per kind (need posts and replies follow from the needs' counts). */
const SHARE = {
  need: 0.62,
  launch: 0.025,
  hard_negative: 0.04,
  offtopic: 0.14,
  foreign: 0.02,
  deleted: 0.03,
  bot: 0.015,
  too_short: 0.03,
} as const;
const REPLY_CHANCE = 0.1;
const REPOST_CHANCE = 0.04;
const PII_CHANCE = 0.05;
const AUTHORS = 60_000;

const DOMAIN_SUBS: Record<string, string> = {
  finance: "smallbusiness",
  trades: "tradesmen",
  hospitality: "hospitality",
  nonprofit: "nonprofit",
  staff: "managers",
  household: "homeowners",
  family: "parenting",
  retail: "retail",
  clinic: "healthcareadmin",
  office: "officeadmin",
  community: "volunteering",
  property: "landlording",
  food: "cooking",
  garden: "gardening",
  animals: "pets",
  health: "caregiving",
  school: "parents",
  education: "teachers",
  research: "gradschool",
  music: "musicians",
  photo: "photography",
  marketing: "marketing",
  events: "eventplanning",
  sport: "sportsclubs",
  outdoors: "outdoors",
  travel: "travel",
  green: "sustainability",
  software: "devops",
};
const SE_SITES: Record<string, string> = {
  finance: "money",
  trades: "diy",
  household: "diy",
  property: "diy",
  family: "parenting",
  school: "parenting",
  animals: "pets",
  garden: "gardening",
  food: "cooking",
  travel: "travel",
  outdoors: "outdoors",
  education: "academia",
  research: "academia",
  music: "music",
  photo: "photo",
  software: "devops",
  staff: "workplace",
  office: "workplace",
  green: "sustainability",
  sport: "sports",
  health: "health",
};
const se = (site: string) => `${site}.stackexchange.com`;

export interface CorpusStats {
  dir: string;
  posts: number;
  byFormat: Record<Format, number>;
  byKind: Record<Kind, number>;
  communities: number;
  needsVoiced: number;
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
const HANDLE_A = [
  "quiet",
  "rusty",
  "amber",
  "brisk",
  "mossy",
  "lucky",
  "tidy",
  "sunny",
  "misty",
  "bold",
  "cosy",
  "swift",
  "plain",
  "merry",
  "keen",
  "wild",
  "calm",
  "odd",
  "grand",
  "shy",
];
const HANDLE_B = [
  "otter",
  "kettle",
  "badger",
  "lantern",
  "pebble",
  "falcon",
  "walnut",
  "meadow",
  "anchor",
  "thimble",
  "comet",
  "heron",
  "maple",
  "cobble",
  "fern",
  "harbour",
  "puffin",
  "sparrow",
  "tulip",
  "willow",
];
/** A distinct handle per author number. */
function handle(i: number): string {
  return `${HANDLE_A[i % 20]}_${HANDLE_B[Math.floor(i / 20) % 20]}${Math.floor(i / 400)}`;
}

export async function writeDemoCorpus(dir: string, options: CorpusOptions = {}): Promise<CorpusStats> {
  const started = Date.now();
  const total = options.posts ?? DEFAULT_POSTS;
  const rng = seededRng(options.seed ?? DEFAULT_SEED);
  const ranked = [...buildNeeds(rng)].sort((a, b) => b.weight - a.weight || a.index - b.index);
  // A small corpus voices fewer needs (the most popular first), each still with BASE_POSTS.
  const voiced = ranked.slice(0, Math.min(ranked.length, Math.floor((SHARE.need * total) / BASE_POSTS)));
  const growth = (m: number) => 0.7 + (0.6 * m) / (MONTHS - 1);
  const counts = needCounts(voiced, Math.max(0, SHARE.need * total - BASE_POSTS * voiced.length), growth, rng);
  const launches = launchCounts(voiced, SHARE.launch * total, rng);
  const growthSum = Array.from({ length: MONTHS }, (_, m) => growth(m)).reduce((a, b) => a + b, 0);

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
  const allCommunities = [...new Set([...Object.values(DOMAIN_SUBS), ...voiced.map((n) => n.audienceCommunity)])];
  const siteList = [...new Set(Object.values(SE_SITES))].map(se);

  const emit = async (post: Omit<Post, "id">, kind: Kind, need: number, pii: string[] = []): Promise<Post> => {
    const n = ids[post.format]++;
    const id = post.format === "reddit" ? n.toString(36) : String(n);
    const full: Post = { ...post, id };
    await writer.write(full);
    const external = post.format === "reddit" ? `${post.parentId ? "t1" : "t3"}_${id}` : id;
    if (!labels.write(`${post.format}\t${external}\t${kind}\t${need}\n`)) await once(labels, "drain");
    for (const value of pii) piiOut.write(`${value}\n`);
    stats.byFormat[post.format]++;
    stats.byKind[kind] = (stats.byKind[kind] ?? 0) + 1;
    stats.communities.add(post.community);
    return full;
  };
  const author = (format: Format, i: number) => (format === "stackexchange" ? String(1000 + i) : handle(i));
  const base = (format: Format, community: string, text: Text, time: number, a: number): Omit<Post, "id"> => ({
    format,
    community,
    parentId: null,
    title: text.title,
    paragraphs: text.paragraphs,
    author: author(format, a),
    createdAt: time,
    score: Math.floor(Math.pow(rng.next(), 3) * 300),
    replies: rng.int(0, 40),
    flags: {},
    tags: [],
  });
  const placeNeed = (need: Need): { format: Format; community: string } => {
    const r = rng.next();
    if (r < 0.8)
      return { format: "reddit", community: rng.chance(0.65) ? need.audienceCommunity : DOMAIN_SUBS[need.taskTag]! };
    if (r < 0.92)
      return {
        format: "stackexchange",
        community: SE_SITES[need.taskTag] && rng.chance(0.6) ? se(SE_SITES[need.taskTag]!) : se("softwarerecs"),
      };
    return { format: "hn", community: "hn" };
  };
  const placeNoise = (): { format: Format; community: string } => {
    const r = rng.next();
    if (r < 0.8) return { format: "reddit", community: rng.pick(allCommunities) };
    if (r < 0.92) return { format: "stackexchange", community: rng.pick(siteList) };
    return { format: "hn", community: "hn" };
  };

  for (let m = 0; m < MONTHS; m++) {
    const from = monthStart(m);
    const span = monthStart(m + 1) - from;
    const events: { time: number; kind: Kind; need: Need | null }[] = [];
    for (let k = 0; k < voiced.length; k++) {
      for (let c = counts[k * MONTHS + m]!; c > 0; c--)
        events.push({ time: from + rng.int(0, span - 1), kind: "need", need: voiced[k]! });
      for (let c = launches[k * MONTHS + m]!; c > 0; c--)
        events.push({ time: from + rng.int(0, span - 1), kind: "launch", need: voiced[k]! });
    }
    for (const kind of ["hard_negative", "offtopic", "foreign", "deleted", "bot"] as const) {
      const n = stochasticRound((SHARE[kind] * total * growth(m)) / growthSum, rng);
      for (let i = 0; i < n; i++)
        events.push({
          time: from + rng.int(0, span - 1),
          kind,
          need: kind === "hard_negative" ? rng.pick(voiced) : null,
        });
    }
    events.sort((a, b) => a.time - b.time);
    const submissions: Post[] = [];
    for (const e of events) {
      if (e.kind === "need") {
        const need = e.need!;
        const place = placeNeed(need);
        const text = needText(need, rng, PII_CHANCE);
        const a = rng.int(0, AUTHORS - 1);
        const post = await emit(
          { ...base(place.format, place.community, text, e.time, a), tags: [need.taskTag] },
          "need",
          need.index,
          text.pii,
        );
        submissions.push(post);
        if (rng.chance(REPLY_CHANCE)) {
          const reply = replyText(need, rng);
          await emit(
            {
              ...base(place.format, place.community, reply, e.time + rng.int(600, 86_400), rng.int(0, AUTHORS - 1)),
              parentId: post.id,
              title: null,
            },
            "reply",
            need.index,
          );
        }
        if (place.format === "reddit" && m + 1 < MONTHS && rng.chance(REPOST_CHANCE)) {
          const again = rng.chance(0.6)
            ? post.paragraphs
            : ["Reposting because nobody answered last time.", ...post.paragraphs];
          const community = rng.chance(0.5) ? post.community : DOMAIN_SUBS[need.taskTag]!;
          reposts.push({
            month: Math.min(MONTHS - 1, m + rng.int(1, 2)),
            need: need.index,
            post: { ...post, community, paragraphs: again },
          });
        }
      } else if (e.kind === "launch") {
        const place = placeNeed(e.need!);
        await emit(
          base(place.format, place.community, launchText(e.need!, rng), e.time, rng.int(0, AUTHORS - 1)),
          "launch",
          e.need!.index,
        );
      } else if (e.kind === "hard_negative") {
        const place = placeNeed(e.need!);
        await emit(
          base(place.format, place.community, hardNegativeText(e.need!, rng), e.time, rng.int(0, AUTHORS - 1)),
          "hard_negative",
          -1,
        );
      } else {
        const place = placeNoise();
        const text = e.kind === "foreign" ? foreignText(rng) : offTopicText(rng);
        const post = base(place.format, place.community, text, e.time, rng.int(0, AUTHORS - 1));
        if (e.kind === "deleted") post.flags = rng.chance(0.5) ? { deleted: true } : { removed: true };
        if (e.kind === "bot") {
          if (place.format === "hn") post.flags = { removed: true };
          else
            Object.assign(post, {
              paragraphs: [BOT_TEXT],
              flags: { moderator: true, bot: place.format === "stackexchange" },
            });
        }
        const written = await emit(post, e.kind, -1);
        if (e.kind === "offtopic") submissions.push(written);
      }
    }
    // Short replies under this month's threads ("+1", "Same."): too short to say anything.
    const shorts = stochasticRound((SHARE.too_short * total * growth(m)) / growthSum, rng);
    for (let i = 0; i < shorts && submissions.length; i++) {
      const parent = rng.pick(submissions);
      const text = { title: "", paragraphs: [rng.pick(TOO_SHORT)], pii: [] };
      await emit(
        {
          ...base(parent.format, parent.community, text, parent.createdAt + rng.int(60, 7200), rng.int(0, AUTHORS - 1)),
          parentId: parent.id,
          title: null,
        },
        "too_short",
        -1,
      );
    }
    for (const r of reposts.filter((x) => x.month === m)) {
      const time = from + rng.int(0, span - 1);
      await emit({ ...r.post, createdAt: time, parentId: null, flags: {} }, "repost", r.need);
    }
  }
  await writer.close();
  labels.end();
  piiOut.end();
  await Promise.all([once(labels, "finish"), once(piiOut, "finish")]);
  return {
    dir,
    posts: Object.values(stats.byFormat).reduce((a, b) => a + b, 0),
    byFormat: stats.byFormat,
    byKind: stats.byKind,
    communities: stats.communities.size,
    needsVoiced: voiced.length,
    files: writer.files,
    labels: labelsFile,
    pii: piiFile,
    ms: Date.now() - started,
  };
}

function stochasticRound(x: number, rng: Rng): number {
  const floor = Math.floor(x);
  return floor + (rng.next() < x - floor ? 1 : 0);
}

/** Need posts per need and month: BASE_POSTS each plus a share of `extra` by popularity, months drawn by trend and forum growth. */
function needCounts(needs: Need[], extra: number, growth: (m: number) => number, rng: Rng): Uint16Array {
  const counts = new Uint16Array(needs.length * MONTHS);
  const totalWeight = needs.reduce((s, n) => s + n.weight, 0);
  const cumulative = new Float64Array(MONTHS);
  needs.forEach((need, k) => {
    let acc = 0;
    for (let m = 0; m < MONTHS; m++) cumulative[m] = acc += monthWeight(need, m, MONTHS, START_MONTH) * growth(m);
    const n = BASE_POSTS + stochasticRound((need.weight / totalWeight) * extra, rng);
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
    `${s.posts} posts (${JSON.stringify(s.byFormat)}), ${s.communities} communities, ${s.needsVoiced} needs, in ${(s.ms / 1000).toFixed(1)} s\n${JSON.stringify(s.byKind)}`,
  );
}
