/**
 * The publish stage, one group at a time: its evidence (lib/server/pipeline/evidence.ts),
 * paraphrased quotes that pass the gate, the analyser's description, scores from the formulas
 * (lib/domain/pipeline/scoring.ts), then the idea with its evidence in one transaction. A group
 * below the publish floor (lib/domain/pipeline/publish-floor.ts: 3 people, 2 gate-passing quotes)
 * has no idea, and an idea it had is unpublished.
 */
import type { Pool } from "pg";
import { z } from "zod";
import { enoughPosts, enoughQuotes } from "@/lib/domain/pipeline/publish-floor";
import { marketAudienceOf } from "@/lib/domain/pipeline/audiences";
import { existingMentions, kindOf } from "@/lib/domain/pipeline/kinds";
import { readAsk, type AskFrame } from "@/lib/domain/pipeline/paraphrase";
import { sayingKey } from "@/lib/domain/pipeline/describe";
import { explain, scoreGroup, type Profile } from "@/lib/domain/pipeline/scoring";
import {
  groupsMemberPosts,
  loadEvidence,
  loadGroupsEvidence,
  memberPosts,
  type Evidence,
  type MemberPost,
  type Members,
  type Totals,
} from "@/lib/server/pipeline/evidence";
import { publishIdeas, unpublishGroupsIdeas, type IdeaWrite } from "@/lib/server/pipeline/ideas";
import { ideaJob } from "@/lib/domain/pipeline/ask-key";
import { acceptableQuote } from "./paraphrase";
import type { Analyser, IdeaDraft } from "./types";
import { IDEA_CATEGORIES } from "@/lib/domain/ideas/categories";

export const MAX_QUOTES = 5;
/** Posts the analyser reads to describe a group, and candidates for quotes. */
const DESCRIBE_POSTS = 20;
const QUOTE_CANDIDATES = 15;
const MEMBER_POSTS = Math.max(DESCRIBE_POSTS, QUOTE_CANDIDATES);

const text = (max: number) => z.string().trim().min(1).max(max);
const hint = z.number().finite().min(0).max(100).optional();
/** What an analyser returns is checked before it reaches the ideas table. */
export const IdeaDraftSchema = z.object({
  title: text(120),
  description: text(2000),
  complaintSummary: text(2000),
  analysis: text(4000),
  category: z.enum(IDEA_CATEGORIES),
  simplicityHint: hint,
  innovationHint: hint,
  marketHint: hint,
});

export type PublishOutcome = "created" | "updated" | "unchanged" | "unpublished" | "none";

export interface WouldBeIdea {
  key: string;
  write: IdeaWrite | null;
}

/** Everything an idea would be written with, or null when the group has too little evidence. */
export async function ideaOf(
  pool: Pool,
  analyser: Analyser,
  group: { id: number; key: string },
  members: Members,
  totals: Totals,
): Promise<IdeaWrite | null> {
  const evidence = await loadEvidence(pool, members, totals);
  if (!evidence || !enoughPosts(evidence)) return null;
  return draftIdea(analyser, group, evidence, await memberPosts(pool, members, MEMBER_POSTS));
}

/** The idea a group's evidence and posts make, or null when they fall below the publish floor. */
async function draftIdea(
  analyser: Analyser,
  group: { id: number; key: string },
  evidence: Evidence | null,
  posts: MemberPost[],
): Promise<IdeaWrite | null> {
  if (!evidence || !enoughPosts(evidence)) return null;
  const needs = posts.filter((p) => p.kind === "need");
  // Quotes before the description: a group without enough of them is not described at all.
  const kept = await quotes(analyser, needs.slice(0, QUOTE_CANDIDATES));
  if (!enoughQuotes(kept)) return null;
  // A group whose posts name no job (job.ts) is not published: a missing idea beats a nonsense title.
  const job = ideaJob(needs.slice(0, DESCRIBE_POSTS).map((p) => p.text));
  if (!job) return null;
  const draft: IdeaDraft = IdeaDraftSchema.parse(
    await analyser.describe({
      posts: needs.slice(0, DESCRIBE_POSTS).map((p) => ({ title: null, body: p.text })),
      communities: evidence.communityCounts.map((c) => c.name),
    }),
  );
  const scores = scoreGroup(
    evidence,
    draft,
    profileOf(
      needs.map((p) => p.text),
      evidence.communityCounts.map((c) => c.name),
      job.phrase,
    ),
  );
  return {
    groupId: group.id,
    key: group.key,
    title: draft.title,
    description: draft.description,
    complaintSummary: draft.complaintSummary,
    analysis: draft.analysis,
    category: draft.category,
    overall: scores.overall,
    demandScore: scores.demandScore,
    marketSize: scores.marketSize,
    simplicityScore: scores.simplicityScore,
    innovationScore: scores.innovationScore,
    evidence: evidenceWrite(evidence, scores.inputs, explain(scores.inputs)),
    quotes: kept,
  };
}

/** The weight of the job phrase naming a kind, as a share of posts naming it. */
const JOB_KIND_SHARE = 0.5;

const CHOOSING = new Set<AskFrame>(["which", "whatFor", "good", "pointers", "replace"]);

/** Who asks and for what kind of thing, from the need posts themselves (whatever the analyser). */
export function profileOf(texts: string[], communities: string[] = [], job = ""): Profile {
  // The job's own words say what kind of thing is asked for ('recording lameness treatments': a log) as
  // much as half the posts do.
  const kind = kindOf(job ? [...texts, job] : texts);
  const said = texts.length ? texts.filter((t) => kind.pattern.test(t)).length / texts.length : 0;
  const share = job && kind.pattern.test(job) ? Math.max(said, JOB_KIND_SHARE) : said;
  // Asking which of the existing products to pick says products exist; asking whether one exists says a gap.
  const choosing = texts.filter((t) => CHOOSING.has(readAsk(t)?.frame ?? "exists")).length;
  return {
    audience: marketAudienceOf(texts, communities),
    kind,
    kindShare: share,
    existing: existingMentions(texts) + choosing / 2,
  };
}

function evidenceWrite(e: Evidence, scoreInputs: object, explanation: string): IdeaWrite["evidence"] {
  return {
    people: e.people,
    needPosts: e.needPosts,
    launchPosts: e.launchPosts,
    communities: e.communityCounts,
    monthly: e.monthlyRows,
    firstSeen: e.firstSeen,
    lastSeen: e.lastSeen,
    scoreInputs,
    explanation,
  };
}

/**
 * Quotes: paraphrases of the most engaged posts, one community after another so the quotes show
 * the spread; a paraphrase the gate refuses (a run of 5 words shared with its post, a placeholder
 * of removed personal data: pipeline/paraphrase.ts) is never kept.
 */
export async function quotes(
  analyser: Analyser,
  candidates: { id: number; text: string; community: string; month: string }[],
): Promise<IdeaWrite["quotes"]> {
  const byCommunity = new Map<string, typeof candidates>();
  for (const c of candidates) byCommunity.set(c.community, [...(byCommunity.get(c.community) ?? []), c]);
  const order: typeof candidates = [];
  for (let round = 0; order.length < candidates.length; round++)
    for (const list of byCommunity.values()) if (list[round]) order.push(list[round]!);
  const out: IdeaWrite["quotes"] = [];
  for (const post of order) {
    if (out.length === MAX_QUOTES) break;
    const paraphrase = (await analyser.paraphrase(post.text))?.trim();
    if (
      paraphrase &&
      acceptableQuote(paraphrase, post.text) &&
      !out.some((q) => sayingKey(q.text) === sayingKey(paraphrase))
    )
      out.push({ postId: post.id, text: paraphrase, community: post.community, month: post.month });
  }
  return out;
}

/** Publishes or unpublishes one stored group (an analyser's failure is thrown). */
export async function publishGroup(
  pool: Pool,
  analyser: Analyser,
  group: { id: number; key: string },
  totals: Totals,
): Promise<PublishOutcome> {
  let failure: Error | null = null;
  const [outcome] = await publishGroups(pool, analyser, [group], totals, (_, error) => (failure = error));
  if (failure) throw failure;
  return outcome as PublishOutcome;
}

/**
 * Publishes or unpublishes a batch of stored groups: their evidence and posts read in three
 * statements, each idea drafted on its own (an analyser failing for one group costs that idea
 * only: `onFailure` hears of it, and nothing of it is written), then every idea written in one
 * transaction, and the groups left below the floor unpublished in another. Outcomes in the
 * groups' order.
 */
export async function publishGroups(
  pool: Pool,
  analyser: Analyser,
  groups: { id: number; key: string }[],
  totals: Totals,
  onFailure: (group: { id: number; key: string }, error: Error) => void,
): Promise<(PublishOutcome | "failed")[]> {
  const ids = groups.map((g) => g.id);
  const [evidence, posts] = await Promise.all([
    loadGroupsEvidence(pool, ids, totals),
    groupsMemberPosts(pool, ids, MEMBER_POSTS),
  ]);
  const drafts = new Map<number, IdeaWrite | null | "failed">();
  for (const group of groups) {
    try {
      drafts.set(group.id, await draftIdea(analyser, group, evidence.get(group.id) ?? null, posts.get(group.id) ?? []));
    } catch (error) {
      onFailure(group, error as Error);
      drafts.set(group.id, "failed");
    }
  }
  const writes = [...drafts.values()].filter((d): d is IdeaWrite => d !== null && d !== "failed");
  const published = await publishIdeas(pool, writes);
  const unpublished = await unpublishGroupsIdeas(
    pool,
    ids.filter((id) => drafts.get(id) === null),
  );
  return groups.map((g) => {
    const draft = drafts.get(g.id);
    if (draft === "failed") return "failed";
    if (draft) return published.get(g.id)!;
    return unpublished.has(g.id) ? "unpublished" : "none";
  });
}
