/**
 * The group stage's rules, on posts already in memory (in the stage's order: earliest first):
 * collapse reposts and near-duplicates (minhash.ts), cluster the rest (clustering.ts), name each
 * group by its key phrases and give it a stable key.
 */
import { assignKeys, cluster, type Cluster } from "./clustering";
import { SIGNATURE_SIZE, findDuplicates } from "./minhash";
import { foldedNames, keyOfTwo, type AskThing } from "./ask-key";
import type { Ask } from "./paraphrase";
import { tagged, type Token } from "./nlp";
import { contentWords, stem, subjectTerms, termId } from "./terms";

/** Words in a group's key phrases, and in a fresh key. */
export const KEY_PHRASES = 5;
export const KEY_WORDS = 3;
export const KEY_PREFIX = "need:";

export interface GroupingInput {
  /** SIGNATURE_SIZE values per post. */
  signatures: Int32Array;
  terms: Int32Array;
  offsets: Int32Array;
  /** 0: need, 1: launch. */
  kinds: Uint8Array;
  /** Index of the post's parent (thread) among the inputs, or -1. */
  parents: Int32Array;
  /** Each post's community as a number, when known: the words all of a community say weigh less (clustering.ts). */
  communities?: Int32Array;
}

export interface Grouping {
  /** Per post: the index of the earlier post it copies, or -1. */
  duplicateOf: Int32Array;
  /** Per post: its group's index, or -1 (copies: their original's group). */
  group: Int32Array;
  clusters: Cluster[];
}

export function groupPosts(input: GroupingInput): Grouping {
  const n = input.kinds.length;
  if (input.signatures.length !== n * SIGNATURE_SIZE) throw new Error("groupPosts: one signature per post.");
  const duplicateOf = findDuplicates(input.signatures);
  // Copies are left out of the clustering: they would weigh one voice twice.
  const kept: number[] = [];
  const position = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) if (duplicateOf[i]! < 0) position[i] = kept.push(i) - 1;
  const offsets = new Int32Array(kept.length + 1);
  kept.forEach((i, k) => (offsets[k + 1] = offsets[k]! + input.offsets[i + 1]! - input.offsets[i]!));
  const terms = new Int32Array(offsets[kept.length]!);
  kept.forEach((i, k) => terms.set(input.terms.subarray(input.offsets[i]!, input.offsets[i + 1]!), offsets[k]!));
  const parents = Int32Array.from(kept, (i) => {
    const p = input.parents[i]!;
    return p < 0 ? -1 : position[duplicateOf[p]! >= 0 ? duplicateOf[p]! : p]!;
  });
  const communities = input.communities ? Int32Array.from(kept, (i) => input.communities![i]!) : undefined;
  const result = cluster({ terms, offsets, kinds: kindsOf(kept, input.kinds), parents, communities });
  const group = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) group[i] = result.assignment[position[duplicateOf[i]! >= 0 ? duplicateOf[i]! : i]!]!;
  const clusters = result.clusters.map((c) => ({ ...c, members: c.members.map((k) => kept[k]!) }));
  // A copy belongs to its original's group too (it counts as a duplicate, not as evidence).
  return { duplicateOf, group, clusters };
}

function kindsOf(kept: number[], kinds: Uint8Array): Uint8Array {
  return Uint8Array.from(kept, (i) => kinds[i]!);
}

/** The words that name a group: its heaviest terms (subject nouns and compounds, terms.ts) as its posts spell them. */
export function keyPhrases(topTerms: number[], texts: string[]): string[] {
  const wanted = new Set(topTerms.slice(0, KEY_PHRASES * 2));
  const forms = new Map<number, Map<string, number>>();
  for (const text of texts) {
    for (const term of subjectTerms(text)) {
      const id = termId(term);
      if (!wanted.has(id)) continue;
      const counts = forms.get(id) ?? new Map<string, number>();
      counts.set(term, (counts.get(term) ?? 0) + 1);
      forms.set(id, counts);
    }
  }
  const out: string[] = [];
  for (const id of topTerms) {
    const counts = forms.get(id);
    if (!counts) continue;
    out.push([...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0]);
    if (out.length === KEY_PHRASES) break;
  }
  return out;
}

/** A new group's key: its first key phrases as a slug ("need:invoices-overdue-clients"). */
export function freshKey(phrases: string[], fallback: string): string {
  const slug = phrases
    .slice(0, KEY_WORDS)
    .map((w) => w.normalize("NFKD").replace(/[^a-z0-9]/g, ""))
    .filter(Boolean)
    .join("-");
  return KEY_PREFIX + (slug || fallback);
}

export { assignKeys };

/** A group of several need posts carries an ask key when at least this share of them ask for that thing. */
export const ASK_KEY_SHARE = 1 / 3;
/** Posts asking for one thing that make a group shed a post asking for another, with nowhere else to go. */
export const SHED_POSTS = 3;

/**
 * Groups that ask for the same thing in other words merge: 'What's the best minimal CSS
 * framework?' and 'Recommend a lightweight responsive CSS framework' share no subject terms the
 * clustering can weigh, but one ask key (ask-key.ts: the thing asked for, within one community).
 * A group carries a key when a third of its need posts ask for it (a mixed group never gathers
 * more by one member's ask); groups carrying one key become one, the earliest group first. A group
 * carrying a general key ('laptop') joins the group most of whose asks clearly name that kind of
 * thing ('linux laptop', 'development laptop'). Keys of three nouns are read by twoNounKeys.
 * `keysAsked`: per post (the grouping's order), its key, null for a need that names no thing, undefined for a launch.
 */
export function mergeByAsk(grouping: Grouping, keysAsked: (string | null | undefined)[]): Grouping {
  const askKeys = twoNounKeys(keysAsked);
  const clusters = grouping.clusters;
  const root = clusters.map((_, ci) => ci);
  const find = (c: number): number => (root[c] === c ? c : (root[c] = find(root[c]!)));
  const owner = new Map<string, number>();
  const kinds = clearHomes(clusters, askKeys);
  clusters.forEach((c, ci) => {
    const counts = new Map<string, number>();
    let needs = 0;
    for (const i of c.members) {
      const key = askKeys[i];
      if (key === undefined) continue;
      needs++;
      if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    for (const [key, n] of [...counts].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
      if (n < ASK_KEY_SHARE * needs) continue;
      // A general ask ('hn|laptop') joins the group that clearly asks for that kind of thing
      // ('linux laptop', 'development laptop'), though no third of its posts asks it in one word.
      const kind = !key.includes(" ") ? kinds.get(key) : undefined;
      if (kind !== undefined && find(kind) !== find(ci)) {
        const [a, b] = [find(kind), find(ci)];
        root[Math.max(a, b)] = Math.min(a, b);
      }
      const first = owner.get(key);
      if (first === undefined) owner.set(key, ci);
      else {
        const [a, b] = [find(first), find(ci)];
        if (a !== b) root[Math.max(a, b)] = Math.min(a, b);
      }
    }
  });
  const merged = clusters.map(() => ({ members: [] as number[], topTerms: [] as number[] }));
  clusters.forEach((c, ci) => {
    const into = merged[find(ci)]!;
    into.members.push(...c.members);
    for (const t of c.topTerms) if (!into.topTerms.includes(t)) into.topTerms.push(t);
  });
  evictOtherAsks(merged, askKeys);
  for (const c of merged) c.members.sort((a, b) => a - b);
  return regroup(grouping, merged);
}

/**
 * Keys of two nouns: a key of three ('hn|domain name registrar', askKeyOf) that no other post asks
 * in those words is read as its first and last noun when another post of its community asks for
 * that thing ('hn|domain registrar': a domain name's registrar is a domain registrar), else as its
 * last two ('hn|name registrar').
 */
function twoNounKeys(keys: (string | null | undefined)[]): (string | null | undefined)[] {
  const said = new Set(keys.filter((k): k is string => !!k && k.split(" ").length <= 2));
  const often = new Map<string, number>();
  for (const key of keys) if (key && key.split(" ").length > 2) often.set(key, (often.get(key) ?? 0) + 1);
  return keys.map((key) => {
    if (!key) return key;
    const words = key.split(" ");
    // Asked in those words by several posts, the thing is its own kind ('church hall bookings', not 'sports hall bookings').
    if (words.length <= 2 || often.get(key)! >= 2) return key;
    const [community, first] = [key.slice(0, key.indexOf("|") + 1), words[0]!.slice(key.indexOf("|") + 1)];
    const outer = `${community}${first} ${words.at(-1)!}`;
    return said.has(outer) && !first.startsWith("alt:")
      ? outer
      : `${community}${keyOfTwo(key.slice(community.length))}`;
  });
}

/** Per thing ('hn|laptop'): the largest group most of whose asks clearly name it (dominance, over half of them). */
function clearHomes(clusters: { members: number[] }[], askKeys: (string | null | undefined)[]): Map<string, number> {
  const homes = new Map<string, number>();
  clusters.forEach((c, ci) => {
    const d = dominance(c.members, askKeys);
    if (!d || 2 * d.posts <= d.keyed) return;
    const known = homes.get(d.thing);
    if (known === undefined || c.members.length > clusters[known]!.members.length) homes.set(d.thing, ci);
  });
  return homes;
}

/** What a key names: its community and head noun ('hn|laptop' of 'hn|linux laptop'). */
const thingOf = (key: string) =>
  `${key.slice(0, key.indexOf("|"))}|${key.slice(key.lastIndexOf(" ") + 1).replace(/^.*\|/, "")}`;

/** Whether a key names a kind of its thing: a noun before its head ('hn|linux laptop'). */
const namesKind = (key: string) => key.slice(key.indexOf("|") + 1).includes(" ");

/**
 * Whether more of `members` ask for another kind of the thing `key` names ('clean rota' for a
 * 'walk rota') than for its kind or the bare thing. A key of no kind ('rota') fits any.
 */
function asksOtherKind(members: number[], key: string, askKeys: (string | null | undefined)[]): boolean {
  if (!namesKind(key)) return false;
  let [other, same] = [0, 0];
  for (const j of members) {
    const k = askKeys[j];
    if (!k || thingOf(k) !== thingOf(key)) continue;
    if (k !== key && namesKind(k)) other++;
    else same++;
  }
  return other > same;
}

/** The thing most of a group's asks name (at least two posts and ASK_KEY_SHARE of those with a key), or null. */
function dominantThing(members: number[], askKeys: (string | null | undefined)[]): string | null {
  return dominance(members, askKeys)?.thing ?? null;
}

/** A group's dominant thing with how many of its posts ask for it and how many ask for any thing. */
function dominance(
  members: number[],
  askKeys: (string | null | undefined)[],
): { thing: string; posts: number; keyed: number } | null {
  const counts = new Map<string, number>();
  let keyed = 0;
  for (const i of members) {
    const key = askKeys[i];
    if (!key) continue;
    keyed++;
    counts.set(thingOf(key), (counts.get(thingOf(key)) ?? 0) + 1);
  }
  const top = [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0];
  return top && top[1] >= 2 && top[1] >= ASK_KEY_SHARE * keyed ? { thing: top[0], posts: top[1], keyed } : null;
}

/**
 * A post that asks for another thing than most of its group ('the best Linux distro' in a group of
 * laptops) moves to the group that asks for that thing, when there is one; else it stays where the
 * clustering put it. In a group that asks for no one thing, a post alone in asking for its thing
 * moves to the group most of whose posts ask for it in the same words. Posts that name no thing never move.
 */
function evictOtherAsks(
  clusters: { members: number[]; topTerms: number[] }[],
  askKeys: (string | null | undefined)[],
): void {
  const dominant = clusters.map((c) => dominantThing(c.members, askKeys));
  const home = new Map<string, number>();
  dominant.forEach((thing, ci) => {
    if (!thing) return;
    const known = home.get(thing);
    if (known === undefined || clusters[ci]!.members.length > clusters[known]!.members.length) home.set(thing, ci);
  });
  // Per key: the group most of whose posts ask it in those words (at least two).
  const asked = new Map<string, number>();
  const said = new Map<string, number>();
  clusters.forEach((c, ci) => {
    const counts = new Map<string, number>();
    for (const i of c.members) if (askKeys[i]) counts.set(askKeys[i]!, (counts.get(askKeys[i]!) ?? 0) + 1);
    for (const [key, n] of counts)
      if (n >= 2 && n > (said.get(key) ?? 0) && dominant[ci] === thingOf(key)) {
        asked.set(key, ci);
        said.set(key, n);
      }
  });
  const moves: [number, number][] = [];
  const alone: number[] = [];
  clusters.forEach((c, ci) => {
    if (!dominant[ci]) {
      // A group that asks for no one thing (glued by a subject: 'domain name') lets a post go that
      // alone in it asks for a thing another group asks for ('a domain registrar').
      c.members = c.members.filter((i) => {
        const key = askKeys[i];
        const to = key && c.members.length > 1 ? asked.get(key) : undefined;
        if (
          to === undefined ||
          to === ci ||
          c.members.some((j) => j !== i && askKeys[j] && thingOf(askKeys[j]!) === thingOf(key!))
        )
          return true;
        moves.push([i, to]);
        return false;
      });
      return;
    }
    c.members = c.members.filter((i) => {
      const key = askKeys[i];
      // A key naming a kind of its thing ('dog walking rota') never goes to a group most of whose
      // posts ask for another kind of it ('flat cleaning rota'): only where it is asked in its words.
      const thingHome = key ? home.get(thingOf(key)) : undefined;
      const to =
        thingHome !== undefined && asksOtherKind(clusters[thingHome]!.members, key!, askKeys)
          ? asked.get(key!)
          : thingHome;
      if (!key || thingOf(key) === dominant[ci] || to === ci) return true;
      // With no group of its own thing, a post leaves only a group that clearly asks for another
      // (SHED_POSTS of its posts and most of its asks name that other thing): it stands alone.
      if (to === undefined) {
        const d = dominance(c.members, askKeys)!;
        if (d.posts < SHED_POSTS || 2 * d.posts <= d.keyed) return true;
        alone.push(i);
        return false;
      }
      moves.push([i, to]);
      return false;
    });
  });
  for (const [i, to] of moves) clusters[to]!.members.push(i);
  for (const i of alone) clusters.push({ members: [i], topTerms: [] });
}

/** A group published under a need's title holds at least this many need posts (fewer never reach the publish floor). */
export const SAME_NEED_MIN_POSTS = 3;

/**
 * A need is never published as two ideas: groups that would be published under one title (the
 * same job for the same audience, `needKeys`: per group, its title key or null) become one. The
 * group that keeps its key is the one with the oldest stored group (`age`: lower is older, null
 * for a group new to this run), else the earliest; so an idea already published (and claimed)
 * keeps its id and its need, and the others' posts join it. A group rejoins, first, one stored
 * with it (the same `age`) when it asks for the same thing: a re-run over the same posts merges
 * them as the run before did, whichever of two things the others ask for. Returns the merged
 * groups, their keys and, per group given, the index of the group it is now part of.
 */
export function mergeSameNeed(
  clusters: Cluster[],
  keys: string[],
  needKeys: (string | null)[],
  age: (cluster: number) => number | null,
  sameNeed: (a: number, b: number) => boolean = () => true,
): { clusters: Cluster[]; keys: string[]; into: Int32Array } {
  const rank = (ci: number) => age(ci) ?? Number.MAX_SAFE_INTEGER;
  const order = clusters.map((_, ci) => ci).sort((a, b) => rank(a) - rank(b) || a - b);
  // Per title key: the groups kept under it, oldest first. A group joins the first that asks for
  // the same thing (`sameNeed`): one title over two things ('Choosing a book' on Lua, on distributed
  // systems) is two needs, and neither takes the other's posts.
  const keepers = new Map<string, number[]>();
  const survivorOf = clusters.map((_, ci) => ci);
  for (const ci of order) {
    const key = needKeys[ci];
    if (!key) continue;
    const held = keepers.get(key) ?? [];
    const stored = age(ci);
    const into =
      (stored === null ? undefined : held.find((k) => age(k) === stored && sameNeed(k, ci))) ??
      held.find((k) => sameNeed(k, ci));
    if (into === undefined) keepers.set(key, [...held, ci]);
    else survivorOf[ci] = into;
  }
  const index = new Map<number, number>();
  const merged: Cluster[] = [];
  const mergedKeys: string[] = [];
  clusters.forEach((c, ci) => {
    if (survivorOf[ci] !== ci) return;
    index.set(ci, merged.push({ members: [...c.members], topTerms: [...c.topTerms] }) - 1);
    mergedKeys.push(keys[ci]!);
  });
  clusters.forEach((c, ci) => {
    if (survivorOf[ci] === ci) return;
    const into = merged[index.get(survivorOf[ci]!)!]!;
    into.members.push(...c.members);
    for (const t of c.topTerms) if (!into.topTerms.includes(t)) into.topTerms.push(t);
  });
  for (const c of merged) c.members.sort((a, b) => a - b);
  return { clusters: merged, keys: mergedKeys, into: Int32Array.from(survivorOf, (s) => index.get(s)!) };
}

/** The key of the stored group most of `members` were in (`previousKey` per post), or null for posts new to the run. */
export function storedKeyOf(members: number[], previousKey: (post: number) => string | null): string | null {
  const votes = new Map<string, number>();
  for (const i of members) {
    const key = previousKey(i);
    if (key) votes.set(key, (votes.get(key) ?? 0) + 1);
  }
  return [...votes].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? null;
}

/**
 * The keys of the groups mergeSameNeed made (`merged`), as they will be stored: each claims a
 * stored key by its own posts (assignKeys: most of that key's posts, `previousKey` per post), and
 * one claiming none keeps its survivor's key (a key new to the run, or the next free one after it).
 * Keyed before merging, a group made of three that each hold under half of its posts would take
 * no key at all on the next run over the same posts, and its idea would be made anew.
 */
export function keyMergedGroups(
  merged: { clusters: Cluster[]; keys: string[] },
  previousKey: (post: number) => string | null,
  taken: Set<string>,
  ofIdea: (key: string) => boolean,
): string[] {
  return assignKeys(merged.clusters, previousKey, (m) => merged.keys[m]!, taken, ofIdea);
}

/** Words a job must have for its wording to tie another group to it ('recalling patients', not 'invoices'). */
const SAID_JOB_WORDS = 2;
/** Need posts of a group read for the jobs they say. */
const SAID_JOB_SAMPLE = 40;
/**
 * Characters of a post read for a job that names no task, only a thing ('domain name'): a post
 * says such a job as its subject in its title and opening. Further on it is a word of its story
 * ('... I moved the domain name to ...'), and sharing a word is not sharing a need.
 */
export const SAID_THING_CHARS = 300;
/** A job that names a task opens with a verb's -ing form ('recalling patients', 'choosing a laptop'). */
const TASK_JOB = /^[\p{L}-]+ing\b/u;

/**
 * One need worded two ways ('chronic disease review recalls'; 'recalling diabetic and asthma
 * patients for annual reviews') can make two groups, each titled by its own wording. A group
 * at least half of whose need posts (`texts`, its need posts' texts) say another group's job word
 * for word (`jobs`: each group's title job, lower case) voices that job: it takes that group's
 * title key (`keys`), so mergeSameNeed makes them one idea when they ask for the same thing.
 * A job that names only a thing ('domain name') counts only when said in a post's opening
 * (SAID_THING_CHARS). The same job under two keys (one job asked by two audiences: the key names who asks) ties
 * nothing, to each other or to a third group, and a job inside the other's (handled by needKey)
 * ties nothing. Nor are two ideas already published
 * (`ideaOf`: the key of the idea whose stored group most of a group's posts were in, else null)
 * tied into one: each keeps its need and its posts (and a claim on it); a group new to the run is
 * tied to at most one of them, and the pieces of one idea are tied as before. A job the posts of
 * more than COMMON_JOB_GROUPS other groups say is no need but a phrase many needs share ('a shared
 * spreadsheet', what their writers make do with): it ties nothing, and a group titled by it gets
 * no key (null), so no other group merges with it by title.
 */
export function saidJobKeys(
  keys: (string | null)[],
  jobs: (string | null)[],
  texts: string[][],
  ideaOf: (group: number) => string | null = () => null,
): (string | null)[] {
  // A job titling two groups (one job asked by two audiences) names neither need: posts saying it
  // tie to neither, else a third group would tie the two audiences' groups together.
  const holders = new Map<string, number>();
  jobs.forEach((job, ci) => job && keys[ci] && holders.set(job, (holders.get(job) ?? 0) + 1));
  const said = jobsSaid(keys, jobs, texts);
  const sayers = new Map<number, number>();
  for (const { job } of said) sayers.set(job, (sayers.get(job) ?? 0) + 1);
  const common = (a: number) => (sayers.get(a) ?? 0) > COMMON_JOB_GROUPS;
  const root = keys.map((_, i) => i);
  const find = (i: number): number => (root[i] === i ? i : (root[i] = find(root[i]!)));
  const idea = keys.map((_, i) => ideaOf(i));
  const tie = (a: number, b: number) => {
    const [ra, rb] = [find(a), find(b)];
    if (ra === rb || (idea[ra] && idea[rb] && idea[ra] !== idea[rb])) return;
    root[rb] = ra;
    idea[ra] ??= idea[rb] ?? null;
  };
  for (const { job: a, by: b } of said) {
    const [ja, jb] = [jobs[a]!, jobs[b] ?? ""];
    if (ja.split(" ").length < SAID_JOB_WORDS || holders.get(ja)! > 1 || common(a)) continue;
    if (keys[a] === keys[b] || ja === jb || jb.includes(ja) || ja.includes(jb)) continue;
    tie(a, b);
  }
  // A job that many groups' posts say is a phrase many needs share (a makeshift, a setting: 'a
  // shared spreadsheet', 'a ring binder'), not a need: a group titled by it keys no need, so
  // neither it nor another group titled alike merges by that title.
  return keys.map((key, i) => (key === null || common(i) ? null : keys[find(i)]!));
}

/**
 * One need asked in its trade's own forum is titled with its audience where most of its posts say
 * who asks ('Tracking tyre stock and orders for car repair shops') and without it where they do
 * not ('Tracking tyre stock and orders'); the key of the second names whom its communities
 * suggest, which can be another audience (r/healthcare for a hospice's volunteers). A group titled
 * without an audience (`audienceNamed` false) whose job (`jobs`) exactly one other group holds
 * under a title naming its audience takes that group's key when the two share a community an
 * audience owns (`owned`, per group): mergeSameNeed then makes them one idea when they ask for the
 * same thing. `keys` are the groups' keys after saidJobKeys, `titleKeys` their own title keys: a
 * group whose posts already tied it to another need's key (its key is no longer its title's)
 * lends its key to none and takes none, so a tie is never carried on to a third group. A job
 * titled with two audiences (one job asked by two trades) ties nothing, nor are two ideas already
 * published (`ideaOf`) tied into one.
 */
export function unnamedAudienceKeys(
  keys: (string | null)[],
  titleKeys: (string | null)[],
  jobs: (string | null)[],
  audienceNamed: boolean[],
  owned: ReadonlySet<string>[],
  ideaOf: (group: number) => string | null = () => null,
): (string | null)[] {
  const ownKey = (ci: number) => keys[ci] !== null && keys[ci] === titleKeys[ci];
  const titledWithAudience = new Map<string, number[]>();
  jobs.forEach((job, ci) => {
    if (job && keys[ci] && audienceNamed[ci]) titledWithAudience.set(job, [...(titledWithAudience.get(job) ?? []), ci]);
  });
  return keys.map((key, ci) => {
    const job = jobs[ci];
    if (!key || !job || audienceNamed[ci] || !ownKey(ci)) return key;
    const holders = titledWithAudience.get(job) ?? [];
    if (holders.length !== 1 || !ownKey(holders[0]!)) return key;
    const other = holders[0]!;
    const [mine, theirs] = [ideaOf(ci), ideaOf(other)];
    if (mine && theirs && mine !== theirs) return key;
    return [...owned[ci]!].some((c) => owned[other]!.has(c)) ? keys[other]! : key;
  });
}

/**
 * Groups whose posts say one job are at most this many beyond the group titled by it: one need
 * worded a few ways. More say a phrase many needs share.
 */
export const COMMON_JOB_GROUPS = 3;

/**
 * The pairs of a group with a job (`jobs`, `keys`) and another group at least half of whose
 * sampled need posts (`texts`) say that job word for word (a job naming only a thing: in a post's
 * opening, SAID_THING_CHARS), in the order of the groups saying it.
 */
function jobsSaid(keys: (string | null)[], jobs: (string | null)[], texts: string[][]): { job: number; by: number }[] {
  const words = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}'-]+/gu, " ")
      .trim();
  const byLongest = new Map<string, number[]>();
  jobs.forEach((job, ci) => {
    if (!job || !keys[ci]) return;
    const longest = job.split(" ").reduce((a, b) => (b.length > a.length ? b : a));
    byLongest.set(longest, [...(byLongest.get(longest) ?? []), ci]);
  });
  const pairs: { job: number; by: number }[] = [];
  texts.forEach((list, b) => {
    if (!keys[b] || !list.length) return;
    const sample = list.slice(0, SAID_JOB_SAMPLE);
    const says = new Map<number, number>();
    for (const text of sample) {
      const line = ` ${words(text)} `;
      const opening = ` ${words(text.slice(0, SAID_THING_CHARS))} `;
      const found = new Set<number>();
      for (const w of new Set(line.split(" ")))
        for (const a of byLongest.get(w) ?? [])
          if (a !== b && !found.has(a) && (TASK_JOB.test(jobs[a]!) ? line : opening).includes(` ${jobs[a]} `))
            found.add(a);
      for (const a of found) says.set(a, (says.get(a) ?? 0) + 1);
    }
    for (const [a, n] of says) if (2 * n >= sample.length) pairs.push({ job: a, by: b });
  });
  return pairs;
}

/**
 * Whether two posts ask for one thing: one names the other's thing of two nouns in its words, or their things share a noun ('payment processor' and a
 * 'payment solution'), and a thing of one noun is about the same when both say what it is about
 * ('a book on distributed systems' and 'a book on the history of operating systems' are two needs).
 * Two things of two nouns are one when both nouns match ('password manager' for a team, for a
 * family), never by one ('tour reviews', 'guest reviews').
 */
export function sameThing(a: AskThing, b: AskThing): boolean {
  // One head noun under two modifiers names two kinds of it ('css framework', 'web framework'),
  // unless each post says the other's modifier too ('an office chair' for a standing desk, 'a desk
  // chair' for a home office): one saying it ('learning web development') may mean it otherwise.
  if (otherKinds(a, b) || otherModifiers(a, b)) return false;
  // A task ('chasing customers') is one task only for one purpose: 'to collect finished
  // alterations' and 'to collect repaired phones' are two.
  if (a.task && b.task && a.about.length && b.about.length && !sameAbout(a, b)) return false;
  // A thing the other post names in its own words ('plot inspections' in 'recording plot inspections and warning letters').
  // One noun ('book') says too little: only a thing of two is known by its words.
  const named = (x: AskThing, y: AskThing) => x.nouns.length >= 2 && namedBy(x, y);
  if (named(a, b) || named(b, a)) return true;
  const shared = a.nouns.filter((w) => b.nouns.includes(w)).length;
  if (!shared) return false;
  if (shared >= 2) return true;
  // 'ice cream van route', 'ice cream batch production'; 'tour reviews', 'guest reviews': two named things.
  if (a.nouns.length >= 2 && b.nouns.length >= 2) return false;
  // A general ask ('the best laptop') takes a specific one ('a laptop for web development').
  if (!a.about.length || !b.about.length) return true;
  return sameAbout(a, b);
}

/**
 * Whether two things are about the same: what they are about must mostly match. One shared word
 * ('systems' of 'distributed systems' and 'history of operating systems') is two subjects; the
 * shorter subject mostly said again is one.
 */
function sameAbout(a: AskThing, b: AskThing): boolean {
  const common = a.about.filter((w) => b.about.includes(w)).length;
  return 2 * common > Math.min(a.about.length, b.about.length);
}

/**
 * Whether post y says every noun of x's thing as words of its own. When y's own thing holds one of
 * x's nouns under another head ('contact' heads 'home contractor contacts', it qualifies 'media
 * contact lists'), y says that noun for its own thing, and one more word said apart ('a list of
 * trusted tradespeople') names no 'media contact list': one shared word is no shared thing. Then y
 * names x only when it says x's nouns one after the other ('plot inspections' in 'recording plot
 * inspections') or two of them beyond its own thing.
 */
function namedBy(x: AskThing, y: AskThing): boolean {
  if (!x.nouns.every((w) => y.words.has(w))) return false;
  const beyond = x.nouns.filter((w) => !y.nouns.includes(w)).length;
  if (x.nouns.at(-1) === y.nouns.at(-1) || beyond === x.nouns.length || beyond >= 2) return true;
  const said = [...y.words];
  const at = said.indexOf(x.nouns[0]!);
  return x.nouns.every((w, k) => said[at + k] === w);
}

/**
 * Whether two things of two nouns share their head but not its modifier ('css framework', 'web
 * framework'): unless one post puts the other's modifier before its own thing ('a linux development
 * laptop' is a 'linux laptop' too) or each post says the other's modifier somewhere.
 */
function otherKinds(a: AskThing, b: AskThing): boolean {
  if (a.nouns.length < 2 || b.nouns.length < 2 || a.nouns.at(-1) !== b.nouns.at(-1)) return false;
  if (a.nouns.slice(0, -1).join(" ") === b.nouns.slice(0, -1).join(" ")) return false;
  const says = (x: AskThing, y: AskThing) => y.nouns.slice(0, -1).every((w) => x.words.has(w));
  return !stacks(a, b) && !stacks(b, a) && !(says(a, b) && says(b, a));
}

/**
 * Whether one thing of two nouns is said under two modifiers ('church hall bookings', 'sports hall
 * bookings'): two kinds of it, unless each post says the other's modifier too. A post that names
 * no modifier ('hall bookings') asks for either.
 */
function otherModifiers(a: AskThing, b: AskThing): boolean {
  if (!a.modifier || !b.modifier || a.modifier === b.modifier || a.nouns.join(" ") !== b.nouns.join(" ")) return false;
  return !(a.words.has(b.modifier) && b.words.has(a.modifier));
}

/** Whether x's words (in the order its post says them) put y's modifier right before x's thing. */
function stacks(x: AskThing, y: AskThing): boolean {
  const words = [...x.words];
  const modifier = y.nouns.slice(0, -1);
  const at = words.indexOf(x.nouns[0]!);
  return at >= modifier.length && modifier.every((w, k) => words[at - modifier.length + k] === w);
}

/**
 * A group must ask for one thing: a group whose need posts name things that are not the same
 * (sameThing; 'computer science courses', 'computer science podcasts' glued by the subject they
 * share) keeps the posts of its most asked thing, and every other thing's posts leave: for the
 * group that asks for their thing, else as a group of their own. Posts that name no thing and
 * launches stay. Posts of a thing join the first set whose every post asks for the same thing, so
 * A~B and B~C never chain A into C.
 * `things`: per post (the grouping's order), its thing, null for a need naming none, undefined for a launch.
 */
export function splitByThing(grouping: Grouping, things: (AskThing | null | undefined)[]): Grouping {
  const out: Cluster[] = [];
  /** Per output group: the posts whose things it asks for (one set, every pair the same thing). */
  const asked: number[][] = [];
  const leaving: { members: number[]; topTerms: number[]; from: number }[] = [];
  for (const c of grouping.clusters) {
    const sets = thingSets(c.members, things);
    // The most asked thing keeps the group (ties: the earliest set).
    const keep = sets.reduce((best, s) => (s.length > best.length ? s : best), sets[0] ?? []);
    const gone = new Set(sets.filter((s) => s !== keep).flat());
    for (const s of sets) if (s !== keep) leaving.push({ members: s, topTerms: c.topTerms, from: out.length });
    out.push(gone.size ? { members: c.members.filter((i) => !gone.has(i)), topTerms: c.topTerms } : c);
    asked.push(keep);
  }
  const byNoun = new Map<string, number[]>();
  const index = (ci: number) => {
    for (const w of new Set(asked[ci]!.flatMap((i) => things[i]!.nouns))) byNoun.set(w, [...(byNoun.get(w) ?? []), ci]);
  };
  asked.forEach((_, ci) => index(ci));
  for (const set of leaving) {
    const home = homeOf(set.members, set.from, byNoun, asked, things, out);
    if (home >= 0) {
      out[home] = { ...out[home]!, members: [...out[home]!.members, ...set.members].sort((a, b) => a - b) };
      asked[home] = [...asked[home]!, ...set.members];
      continue;
    }
    out.push({ members: set.members, topTerms: set.topTerms });
    asked.push(set.members);
    index(out.length - 1);
  }
  return regroup(grouping, out);
}

/** A group's posts by the thing they ask for: each set's posts all ask for the same thing (sameThing). */
function thingSets(members: number[], things: (AskThing | null | undefined)[]): number[][] {
  const sets: number[][] = [];
  for (const i of members) {
    const thing = things[i];
    if (!thing) continue;
    const set = sets.find((s) => s.every((j) => sameThing(thing, things[j]!)));
    if (set) set.push(i);
    else sets.push([i]);
  }
  return sets;
}

/** The largest other group whose every asking post asks for the same thing as every post of `set`, or -1. */
function homeOf(
  set: number[],
  from: number,
  byNoun: Map<string, number[]>,
  asked: number[][],
  things: (AskThing | null | undefined)[],
  out: Cluster[],
): number {
  let home = -1;
  for (const ci of new Set(things[set[0]!]!.nouns.flatMap((w) => byNoun.get(w) ?? []))) {
    if (ci === from || (home >= 0 && out[ci]!.members.length <= out[home]!.members.length)) continue;
    if (set.every((i) => asked[ci]!.every((j) => sameThing(things[i]!, things[j]!)))) home = ci;
  }
  return home;
}

/**
 * A launch is a builder for its group's need only when it names the thing the group asks for: in a
 * group whose need posts mostly ask for one thing (at least two of them), a launch whose words
 * (`launchStems`: its stemmed words, undefined for a need) name none of that thing's nouns leaves
 * ('Deep learning in Excel' in a group asking which hardware to learn deep learning on).
 */
export function keepLaunchesOnThing(
  grouping: Grouping,
  things: (AskThing | null | undefined)[],
  launchStems: (i: number) => Set<string> | undefined,
): Grouping {
  const dropped = new Set<number>();
  const clusters = grouping.clusters.map((c) => {
    const nouns = dominantNouns(c.members, things);
    if (!nouns) return c;
    const record = asksForRecord(c.members, things);
    const members = c.members.filter((i) => {
      const stems = launchStems(i);
      const off =
        stems !== undefined && (!nouns.some((w) => stems.has(w)) || (record && ![...stems].some(keepsRecords)));
      if (off) dropped.add(i);
      return !off;
    });
    return { ...c, members };
  });
  if (!dropped.size) return grouping;
  const group = Int32Array.from(grouping.group, (g, i) => {
    const d = grouping.duplicateOf[i]!;
    return dropped.has(d >= 0 ? d : i) ? -1 : g;
  });
  return { duplicateOf: grouping.duplicateOf, group, clusters };
}

/**
 * A launch in no group is a builder for the need whose thing its title offers: the thing most of
 * a group's need posts name whole (groupNouns: 'password manager'), said in the launch's title as
 * what it is (offersThing: 'Keyvault – a password manager for teams' builds what 'which password
 * manager do you trust?' asks for). A title offering the things of two groups builds for the one
 * of more nouns ('bread maker' over 'maker'), and for one thing asked by two groups, the larger.
 */
export function attachLaunchesToThing(
  grouping: Grouping,
  things: (AskThing | null | undefined)[],
  launchTitle: (i: number) => string | undefined,
): Grouping {
  const asked = grouping.clusters.flatMap((c, ci) => {
    const nouns = groupNouns(c.members, things);
    if (!nouns) return [];
    const words = new Set(c.members.flatMap((i) => [...(things[i]?.words ?? [])]));
    return [{ ci, nouns, words, size: c.members.length, record: asksForRecord(c.members, things) }];
  });
  if (!asked.length) return grouping;
  const byHead = new Map<string, typeof asked>();
  for (const a of asked) byHead.set(a.nouns.at(-1)!, [...(byHead.get(a.nouns.at(-1)!) ?? []), a]);
  const joined = new Map<number, number[]>();
  for (let i = 0; i < grouping.group.length; i++) {
    if (grouping.group[i]! >= 0 || grouping.duplicateOf[i]! >= 0) continue;
    const title = launchTitle(i);
    if (title === undefined) continue;
    const tokens = tagged(title).flat();
    const heads = new Set(tokens.map((t) => stem(t.value)));
    let best: (typeof asked)[number] | null = null;
    for (const a of [...heads].flatMap((w) => byHead.get(w) ?? [])) {
      if (best && (a.nouns.length < best.nouns.length || (a.nouns.length === best.nouns.length && a.size <= best.size)))
        continue;
      if (a.record && !tokens.some((t) => keepsRecords(stem(t.value)))) continue;
      if (offersThing(tokens, a.nouns, a.words)) best = a;
    }
    if (best) joined.set(best.ci, [...(joined.get(best.ci) ?? []), i]);
  }
  if (!joined.size) return grouping;
  const clusters = grouping.clusters.map((c, ci) =>
    joined.has(ci) ? { ...c, members: [...c.members, ...joined.get(ci)!] } : c,
  );
  const group = Int32Array.from(grouping.group);
  for (const [ci, members] of joined) for (const i of members) group[i] = ci;
  // A copy of a launch follows its original.
  grouping.duplicateOf.forEach((d, i) => {
    if (d >= 0 && grouping.group[d]! < 0 && group[d]! >= 0) group[i] = group[d]!;
  });
  return { duplicateOf: grouping.duplicateOf, group, clusters };
}

/** Stems of words by which a product says it keeps records ('a notes app', 'an idea tracker', 'capture anything'). */
const RECORD_STEMS = new Set(
  "note notes notebook notepad track tracker tracking capture save store log journal organise organize organiser organizer archive jot bookmark wiki"
    .split(" ")
    .map((w) => stem(w)),
);
const keepsRecords = (s: string) => RECORD_STEMS.has(s);

/**
 * Whether most of a group's need posts that name a thing ask how to keep a record of it ('where do
 * you save your ideas?'): a product builds for them only when it keeps records, not when it names
 * the thing ('a site to discover startup ideas' is no place to keep one's own).
 */
function asksForRecord(members: number[], things: (AskThing | null | undefined)[]): boolean {
  const naming = members.filter((i) => things[i]);
  return naming.length > 0 && 2 * naming.filter((i) => things[i]!.record).length > naming.length;
}

/** The nouns of the thing the most need posts of a group name whole (at least two posts; ties: the longer), or null. */
function groupNouns(members: number[], things: (AskThing | null | undefined)[]): string[] | null {
  const counts = new Map<string, number>();
  for (const i of members) {
    const nouns = things[i]?.nouns;
    if (nouns?.length) counts.set(nouns.join(" "), (counts.get(nouns.join(" ")) ?? 0) + 1);
  }
  let best: [string, number] | null = null;
  for (const [key, n] of counts)
    if (n >= 2 && (!best || n > best[1] || (n === best[1] && key.split(" ").length > best[0].split(" ").length)))
      best = [key, n];
  return best ? best[0].split(" ") : null;
}

const NOUN = /^(?:NOUN|PROPN)$/;
/** Words that make a thing someone's own, not a product on offer ('into your laptop'). */
const OWNER = /^(?:my|your|our|their|his|her|its)$/;

/**
 * Whether a title offers `nouns` (stemmed, in order) as what it is: they stand together as the head
 * of a noun phrase (no noun after them: 'text editor framework' is a framework), a noun or a
 * hyphened word right before them is one the group's posts say ('HTTP request router' is no home
 * router), and the phrase is neither someone's own ('your laptop') nor one of a list ('phone, laptop').
 */
export function offersThing(tokens: Token[], nouns: string[], groupWords: Set<string>): boolean {
  const n = nouns.length;
  for (let k = 0; k + n <= tokens.length; k++) {
    if (!nouns.every((w, j) => stem(tokens[k + j]!.value) === w)) continue;
    const next = tokens[k + n];
    if (next && (NOUN.test(next.pos) || next.value === "," || next.value === "-")) continue;
    let at = k - 1;
    if (tokens[at]?.value === "-") at--;
    const modifier = tokens[at];
    if (modifier && (NOUN.test(modifier.pos) || tokens[at + 1]?.value === "-") && !groupWords.has(stem(modifier.value)))
      continue;
    while (at >= 0 && /^(?:ADJ|ADV|NUM|NOUN|PROPN|PUNCT)$/.test(tokens[at]!.pos) && tokens[at]!.value !== ",") at--;
    const before = tokens[at];
    if (tokens[k - 1]?.value === "," || (before && OWNER.test(before.value))) continue;
    return true;
  }
  return false;
}

/**
 * A need post that names no thing belongs to a group asking for one thing only when it says that
 * thing: in a group whose need posts mostly ask for one thing (dominantNouns), a post naming none
 * whose words (`stems`: its stemmed words, undefined for a post naming a thing or a launch) say
 * none of the thing's nouns leaves, as a group of its own ('which Linux distro for development'
 * in a group asking which laptop to buy for development), and so does one that denies one of its
 * nouns (`denied`, deniedStems: 'learn a language (not the programming kind)' in a group asking
 * which programming language to learn). In a group where only half of the need posts name a thing
 * (halfAskedWords), a post naming none stays when it says that thing or what it is for. Groups
 * asking for no one thing keep their posts.
 */
export function keepNeedsOnThing(
  grouping: Grouping,
  things: (AskThing | null | undefined)[],
  stems: (i: number) => Set<string> | undefined,
  denied: (i: number) => Set<string> | undefined = () => undefined,
): Grouping {
  const alone: number[] = [];
  const clusters = grouping.clusters.map((c) => {
    const nouns = dominantNouns(c.members, things) ?? halfAskedWords(c.members, things);
    if (!nouns) return c;
    const members = c.members.filter((i) => {
      const words = things[i] === null ? stems(i) : undefined;
      const no = words === undefined ? undefined : denied(i);
      const off = words !== undefined && (!nouns.some((w) => words.has(w)) || nouns.some((w) => no?.has(w)));
      if (off) alone.push(i);
      return !off;
    });
    return members.length === c.members.length ? c : { ...c, members };
  });
  if (!alone.length) return grouping;
  for (const i of alone.sort((a, b) => a - b)) clusters.push({ members: [i], topTerms: [] });
  return regroup(grouping, clusters);
}

/**
 * The thing a group asks for: of its posts' most asked thing (the largest set of posts asking for
 * the same thing), the post that says most of what it is about; null when too few posts name it.
 */
export function groupThing(members: number[], things: (AskThing | null | undefined)[]): AskThing | null {
  const sets = thingSets(members, things);
  const top = sets.reduce((best, s) => (s.length > best.length ? s : best), sets[0] ?? []);
  // A thing a group asks for is said by at least two of its posts and half of its need posts: one
  // wording's thing ('a spa day', 'a treatment') never tells a need from itself.
  const needs = members.filter((i) => things[i] !== undefined).length;
  if (top.length < 2 || 2 * top.length < needs) return null;
  const specific = top.reduce((best, i) => (things[i]!.about.length > things[best]!.about.length ? i : best), top[0]!);
  return things[specific]!;
}

/**
 * The stems a need naming no thing says of what it wants (keepNeedsOnThing), read from `text`
 * and its ask (readAsk): a post asking how to do a task ('How do you learn by doing?', or a title
 * asking how when no ask is read) wants what its question says, not what its story mentions on the
 * way; any other post, all its words. An aside in brackets says what the post is not about.
 */
export function statedStems(text: string, ask: Ask | null): Set<string> {
  const title = text.split("\n")[0]!;
  const howTitle = !ask && /^(?:[^:?]{1,12}:\s*)?how\b[^?]*\?\s*$/i.test(title) ? title : null;
  const said = ask?.frame === "how" ? ask.sentence : (howTitle ?? text);
  const stems = contentWords(said.replace(/\([^()]*\)/g, " ")).map((w) => w.stem);
  // A thing said by another of its names ('a VPS' of a group asking for a hosting provider) is said.
  return new Set([...stems, ...foldedNames(stems)]);
}

/** The stems a post says it is not about: an aside in brackets that opens with 'not' ('(not the programming kind)'). */
export function deniedStems(text: string): Set<string> {
  const asides = [...text.matchAll(/\(\s*not\b([^()]*)\)/gi)].map((m) => m[1]!);
  return new Set(contentWords(asides.join(" ")).map((w) => w.stem));
}

/** The nouns of the thing most need posts of a group ask for (at least two and half of those naming one), or null. */
function dominantNouns(members: number[], things: (AskThing | null | undefined)[]): string[] | null {
  const counts = new Map<string, number>();
  let naming = 0;
  for (const i of members) {
    const thing = things[i];
    if (!thing) continue;
    naming++;
    for (const w of new Set(thing.nouns)) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const nouns = [...counts].filter(([, n]) => n >= 2 && 2 * n >= naming).map(([w]) => w);
  return nouns.length ? nouns : null;
}

/**
 * The words of a thing that half of a group's need posts ask for, counting those naming none: its
 * nouns and what it is about. In a group of two where one post asks for a headphone for video calls
 * and the other names nothing, the other stays only when it says the headphone or the video calls:
 * two posts joined by a shared qualifier alone ('remote workers', 'command line') ask for two things.
 */
function halfAskedWords(members: number[], things: (AskThing | null | undefined)[]): string[] | null {
  const needs = members.filter((i) => things[i] !== undefined).length;
  const counts = new Map<string, number>();
  for (const i of members) {
    const thing = things[i];
    if (thing) for (const w of new Set([...thing.nouns, ...thing.about])) counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  const words = [...counts].filter(([, n]) => 2 * n >= needs).map(([w]) => w);
  return words.length ? words : null;
}

/** The grouping with new clusters: each post's group follows its cluster (a copy, its original's). */
export function regroup(grouping: Grouping, clusters: Cluster[]): Grouping {
  const clusterOf = new Int32Array(grouping.group.length).fill(-1);
  clusters.forEach((c, ci) => c.members.forEach((i) => (clusterOf[i] = ci)));
  const group = Int32Array.from(grouping.group, (g, i) => {
    const d = grouping.duplicateOf[i]!;
    return g < 0 ? -1 : clusterOf[d >= 0 ? d : i]!;
  });
  return { duplicateOf: grouping.duplicateOf, group, clusters };
}
