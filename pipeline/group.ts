/**
 * The group stage: loads every need and launch post, collapses copies, groups the rest
 * (lib/domain/pipeline/grouping.ts), joins small groups that mean one need (meaning.ts) and names
 * the groups with stable keys. A real run stores the
 * groups and each post's group; a dry run keeps them in memory for its report.
 */
import type { Pool } from "pg";
import { askKeyOf, askThingOf, foldedNames, recordKeyOf, recordThing } from "@/lib/domain/pipeline/ask-key";
import { communityAudience } from "@/lib/domain/pipeline/audiences";
import { keyedJob } from "@/lib/domain/pipeline/describe";
import { readAsk } from "@/lib/domain/pipeline/paraphrase";
import { fnv1a } from "@/lib/domain/pipeline/minhash";
import { contentWords } from "@/lib/domain/pipeline/terms";
import {
  SAME_NEED_MIN_POSTS,
  unnamedAudienceKeys,
  assignKeys,
  freshKey,
  groupPosts,
  keyMergedGroups,
  keyPhrases,
  mergeByAsk,
  mergeSameNeed,
  keepLaunchesOnThing,
  attachLaunchesToThing,
  keepNeedsOnThing,
  saidJobKeys,
  type Grouping,
  splitByThing,
  storedKeyOf,
  statedStems,
  deniedStems,
  groupThing,
  sameThing,
} from "@/lib/domain/pipeline/grouping";
import { needTexts, type NeedText } from "@/lib/server/pipeline/need-asks";
import { embedTexts } from "@/lib/server/pipeline/embed";
import {
  MEANING_RULE,
  askedRareWords,
  askedTerms,
  askerTerms,
  chosenAsk,
  type ChosenAsk,
  meaningText,
  mergeByMeaning,
  postsToRead,
  rareWords,
  sharesOnlySetting,
  askedWords,
  type AskedWords,
} from "@/lib/domain/pipeline/meaning";
import { PUBLISH_MIN } from "@/lib/domain/pipeline/publish-floor";
import type { AskThing } from "@/lib/domain/pipeline/ask-key";
import {
  groupKeys,
  ideaKeys,
  loadGroupable,
  postTexts,
  upsertGroups,
  writeAssignments,
} from "@/lib/server/pipeline/groups";

/** Posts of each group whose words name it. */
const NAMING_SAMPLE = 40;
/** Need posts of each group read for its title, as many as the publish stage describes it by. */
const TITLE_SAMPLE = 20;

export interface GroupedRun {
  groups: { key: string; keyPhrases: string[]; postIds: number[] }[];
  /** Group id per group (real runs only). */
  groupIds: number[];
  /** Copies found among this run's posts. */
  duplicates: number;
  posts: number;
}

export async function groupStage(pool: Pool, options: { store: boolean; runId: number }): Promise<GroupedRun> {
  const posts = await loadGroupable(pool);
  const texts0 = await needTexts(
    pool,
    posts.ids.filter((_, i) => posts.kinds[i] === 0),
  );
  // What each need asks for, read once: its ask key and the thing it names.
  const asks = Array.from(posts.ids, (id, i) => {
    const post = posts.kinds[i] === 0 ? texts0.get(id) : undefined;
    return post ? { community: post.community, text: post.text, ask: readAsk(post.text) } : undefined;
  });
  // The record a need asks how to keep ('recipes' of 'best place to save recipes?'), read once.
  const records = asks.map((a) => (a ? recordThing(a.text) : null));
  // Two wordings of one ask ('best minimal CSS framework', 'recommend a lightweight CSS framework')
  // meet by the thing asked for, within one community (a key is never shared across audiences).
  // A need asking how to keep a record of one kind of thing ('what do you use to capture ideas')
  // asks for that record, whatever the tagger reads as the thing of its ask ('capture ideas').
  const merged = mergeByAsk(
    groupPosts(posts),
    asks.map((a, i) => {
      if (posts.kinds[i] !== 0) return undefined;
      const record = records[i];
      const key = a ? (record ? recordKeyOf(record) : askKeyOf(a.ask, a.text)) : null;
      return key && a ? `${a.community}|${key}` : null;
    }),
  );
  // A group asks for one thing: posts glued to it by a shared subject ('computer science courses',
  // 'computer science podcasts') leave it. A need asking how to keep a record asks for that record.
  const things = asks.map((a, i) =>
    posts.kinds[i] !== 0 ? undefined : a ? (records[i] ?? askThingOf(a.ask, a.text)) : null,
  );
  const split = await mergeMeanings(splitByThing(merged, things), posts, asks, things);
  // A launch stays only as a builder for the thing its group asks for.
  const launchIds = split.clusters.flatMap((c) =>
    c.members.filter((i) => posts.kinds[i] !== 0).map((i) => posts.ids[i]!),
  );
  const launchTexts = await postTexts(pool, launchIds);
  const stemsOf = (text: string) => new Set(contentWords(text).map((w) => w.stem));
  const keptOnThing = keepLaunchesOnThing(split, things, (i) =>
    posts.kinds[i] === 0 ? undefined : stemsOf(launchTexts.get(posts.ids[i]!) ?? ""),
  );
  // A launch in no group builds for the need whose thing its title names.
  const loose = Array.from(posts.ids).filter(
    (_, i) => posts.kinds[i] !== 0 && keptOnThing.group[i]! < 0 && keptOnThing.duplicateOf[i]! < 0,
  );
  const looseTexts = await postTexts(pool, loose);
  const onThing = attachLaunchesToThing(keptOnThing, things, (i) =>
    posts.kinds[i] === 0 ? undefined : looseTexts.get(posts.ids[i]!)?.split("\n")[0],
  );
  // A need naming no thing stays in a group asking for one only when it says that thing.
  const grouping = keepNeedsOnThing(
    onThing,
    things,
    (i) => {
      const a = asks[i];
      return a === undefined ? undefined : statedStems(a.text, a.ask);
    },
    (i) => {
      const text = asks[i]?.text;
      return text === undefined ? undefined : deniedStems(text);
    },
  );
  const keysById = await groupKeys(pool);
  const ofIdea = await ideaKeys(pool);
  const clusters = grouping.clusters.filter((c) => c.members.length);
  const sample = clusters.flatMap((c) => c.members.slice(0, NAMING_SAMPLE).map((i) => posts.ids[i]!));
  const texts = await postTexts(pool, sample);
  const phrases = clusters.map((c) =>
    keyPhrases(
      c.topTerms,
      c.members.slice(0, NAMING_SAMPLE).map((i) => texts.get(posts.ids[i]!) ?? ""),
    ),
  );
  const previousKey = (i: number) => keysById.get(posts.previousGroup[i]!) ?? null;
  const taken = new Set(keysById.values());
  // A key new to the run for each group, taken should its merged group continue no stored one.
  // A group whose posts name no phrase is keyed by its first post's words, not its row id: the same
  // posts take the same key in any database.
  const freshKeys = assignKeys(
    clusters,
    () => null,
    (ci) =>
      freshKey(phrases[ci]!, `g${(fnv1a(texts.get(posts.ids[clusters[ci]!.members[0]!]!) ?? "") >>> 0).toString(36)}`),
    taken,
  );
  // The stored group most of each group's posts were in (null for posts new to the run).
  const stored = clusters.map((c) => storedKeyOf(c.members, previousKey));
  // A need is never published as two ideas: groups that would take one title become the oldest of them.
  const idByKey = new Map([...keysById].map(([id, key]) => [key, id]));
  // One need worded two ways makes two groups: one whose posts mostly say the other's job shares its
  // title key. Two ideas already published are never tied this way.
  const titled = clusters.map((c) => titleKey(c.members, posts.ids, texts0));
  const ideaOf = (ci: number) => (stored[ci] && ofIdea.has(stored[ci]) ? stored[ci] : null);
  const jobs = titled.map((t) => t?.job ?? null);
  const saidKeys = saidJobKeys(
    titled.map((t) => t?.key ?? null),
    jobs,
    clusters.map((c) => c.members.flatMap((i) => texts0.get(posts.ids[i]!)?.text ?? [])),
    ideaOf,
  );
  // One need titled with its audience and without it (its posts in the same trade's forum) is one key.
  const said = unnamedAudienceKeys(
    saidKeys,
    titled.map((t) => t?.key ?? null),
    jobs,
    titled.map((t) => t?.audienceNamed ?? false),
    titled.map((t) => t?.owned ?? new Set<string>()),
    ideaOf,
  );
  const same = mergeSameNeed(
    clusters,
    freshKeys,
    said,
    (ci) => (stored[ci] ? (idByKey.get(stored[ci]) ?? null) : null),
    (a, b) => {
      // Two groups under one title are one need only when they ask for the same thing (or one names none).
      const [x, y] = [groupThing(clusters[a]!.members, things), groupThing(clusters[b]!.members, things)];
      return !x || !y || sameThing(x, y);
    },
  );
  // Keys go to the groups as stored, after merging: a re-run over the same posts keeps them.
  // An idea's group that keeps most of its posts stays that idea.
  const keys = keyMergedGroups(same, previousKey, taken, (key) => ofIdea.has(key));
  const survivorPhrases = new Map<number, string[]>();
  same.into.forEach((m, ci) => survivorPhrases.set(m, survivorPhrases.get(m) ?? phrases[ci]!));
  const groups = same.clusters.map((c, m) => ({
    key: keys[m]!,
    keyPhrases: survivorPhrases.get(m)!,
    postIds: c.members.map((i) => posts.ids[i]!),
  }));
  const duplicates = grouping.duplicateOf.reduce(
    (n, d, i) => n + (d >= 0 && posts.runIds[i] === options.runId ? 1 : 0),
    0,
  );
  if (!options.store) return { groups, groupIds: [], duplicates, posts: posts.ids.length };

  const groupIds = await upsertGroups(pool, groups);
  const clusterOfGroup = new Map(grouping.clusters.map((c, ci) => [c, ci]));
  const idOfCluster = new Map(clusters.map((c, k) => [clusterOfGroup.get(c)!, groupIds[same.into[k]!]!]));
  // One row per post, made as the COPY stream takes them (470,000 at a million posts).
  const rows = function* (): Generator<[number, number | null, number | null]> {
    for (let i = 0; i < posts.ids.length; i++) {
      const g = grouping.group[i]!;
      const d = grouping.duplicateOf[i]!;
      yield [posts.ids[i]!, g >= 0 ? (idOfCluster.get(g) ?? null) : null, d >= 0 ? posts.ids[d]! : null];
    }
  };
  const client = await pool.connect();
  try {
    await client.query("BEGIN");
    await writeAssignments(client, rows());
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
  return { groups, groupIds, duplicates, posts: posts.ids.length };
}

/**
 * Groups too small to be published whose needs mean one need become one (meaning.ts), read by
 * their title and the opening of their body. Only the needs of groups below the publish floor are
 * read: a group that reaches it is an idea already, so its posts (and a claim on its idea) never
 * move by meaning, and a large library reads only its stragglers. Two groups asking for different
 * things never merge (sameThing, as splitByThing keeps them apart), nor one naming a thing with one
 * naming none. Without the model, the
 * grouping stays as it is.
 */
async function mergeMeanings(
  grouping: Grouping,
  { kinds, terms, offsets }: { kinds: Uint8Array; terms: Int32Array; offsets: Int32Array },
  asks: ({ text: string } | undefined)[],
  things: (AskThing | null | undefined)[],
): Promise<Grouping> {
  const words = asks.map((a, i) => (kinds[i] === 0 && a ? terms.subarray(offsets[i]!, offsets[i + 1]!) : undefined));
  // A word for who asks ('as a freelancer', 'beginner') is no shared need.
  const counted = rareWords(
    words,
    asks.map((a, i) => (words[i] && a ? askerTerms(a.text) : undefined)),
  );
  const takesPart = (members: number[]) => members.filter((i) => counted[i]).length < PUBLISH_MIN.needPosts;
  // A need's rare word counts only when its title asks in it: a word of the body alone is an aside.
  // Titles are read only for the groups that take part.
  const small = new Set(grouping.clusters.flatMap((c) => (takesPart(c.members) ? c.members : [])));
  const rare = askedRareWords(counted, (i) => (small.has(i) ? askedTerms(asks[i]!.text) : null));
  const read = postsToRead(grouping.clusters, rare, takesPart);
  if (read.length < 2) return grouping;
  const vectors = await embedTexts(read.map((i) => meaningText(asks[i]!.text)));
  if (!vectors) return grouping;
  const vectorOf = new Map(read.map((i, k) => [i, vectors[k]]));
  const byPost = Array.from(kinds, (_, i) => vectorOf.get(i));
  // Two groups ask for one thing when the posts that name one agree; a group that names a thing
  // ('a minimal CSS framework') never joins one that names none ('how to learn HTML and CSS'):
  // sharing the subject is not sharing the need.
  // A post whose ask names no thing but whose title asks to choose the kind the other group's
  // things name ('Which self-hosted analytics do you run?' beside 'Which analytics product
  // suits a shop?') asks for that thing too. What a title asks to choose is read once per post
  // (chosenAsk): its kinds serve here, its things the looser closeness below.
  const choices = new Map<number, ChosenAsk>();
  const choiceOf = (i: number) => choices.get(i) ?? choices.set(i, chosenAsk(asks[i]!.text)).get(i)!;
  // A kind asked by another of its names ('a VPS') is also the kind that name folds to (a hosting provider).
  const kindsOf = (i: number) => {
    const kinds = [...choiceOf(i).kinds];
    return new Set([...kinds, ...foldedNames(kinds)]);
  };
  const saidOf = (i: number) => new Set(contentWords(asks[i]!.text.slice(0, 600)).map((w) => w.stem));
  const wordsOf = askedWordsOf(asks);
  const oneThing = (a: number[], b: number[]) => {
    // One word both say only before a thing of each side's own ('nursery menus', 'nursery waiting lists') is a setting.
    if (sharesOnlySetting(wordsOf(a), wordsOf(b))) return false;
    const [x, y] = [a.filter((i) => things[i]), b.filter((j) => things[j])];
    if (!x.length || !y.length) {
      if (!x.length && !y.length) return true;
      // A thing about a subject ('a course on pen testing') is asked only by a post that says it.
      const [named, bare] = x.length ? [x, b] : [y, a];
      return bare
        .filter((j) => things[j] === null)
        .every((j) =>
          named.every((i) => {
            const thing = things[i]!;
            return thing.nouns.some((w) => kindsOf(j).has(w)) && thing.about.every((w) => saidOf(j).has(w));
          }),
        );
    }
    return x.every((i) => y.every((j) => sameThing(things[i]!, things[j]!)));
  };
  // What each post read asks to choose, named in its title ('Preferred VPS providers?'): such
  // posts merge at a looser closeness when they ask for one rare kind of thing.
  const chosen = Array.from(kinds, (_, i) => (vectorOf.has(i) ? choiceOf(i).things : undefined));
  return mergeByMeaning(grouping, byPost, rare, oneThing, MEANING_RULE, chosen);
}

/** Per set of posts, what each need of it asks (askedWords), each post read once. */
function askedWordsOf(asks: ({ text: string } | undefined)[]): (members: number[]) => AskedWords[] {
  const read = new Map<number, AskedWords>();
  return (members) =>
    members.filter((i) => asks[i]).map((i) => read.get(i) ?? read.set(i, askedWords(asks[i]!.text)).get(i)!);
}

/**
 * The title a group would be published under (describe.ts), read from what the publish stage reads:
 * its most engaged need posts first (evidence.ts memberPosts) and their communities, most posts
 * first. Null for a group too small to be published or whose posts name no job.
 */
function titleKey(
  members: number[],
  ids: Int32Array,
  needs: Map<number, NeedText>,
): { key: string; job: string; audienceNamed: boolean; owned: Set<string> } | null {
  const posts = members
    .map((i) => ({ id: ids[i]!, post: needs.get(ids[i]!) }))
    .filter((p): p is { id: number; post: NeedText } => p.post !== undefined);
  if (posts.length < SAME_NEED_MIN_POSTS) return null;
  posts.sort((a, b) => b.post.weight - a.post.weight || a.id - b.id);
  const counts = new Map<string, number>();
  for (const { post } of posts) counts.set(post.community, (counts.get(post.community) ?? 0) + 1);
  const communities = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([c]) => c);
  const keyed = keyedJob(
    posts.slice(0, TITLE_SAMPLE).map((p) => p.post.text),
    communities,
  );
  // The communities of its posts that an audience owns (a trade's own forum, not r/smallbusiness).
  return keyed && { ...keyed, owned: new Set(communities.filter((c) => communityAudience(c) !== null)) };
}
