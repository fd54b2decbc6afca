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
import { explain, scoreGroup } from "@/lib/domain/pipeline/scoring";
import { loadEvidence, memberPosts, type Evidence, type Members, type Totals } from "@/lib/server/pipeline/evidence";
import { publishIdea, unpublishGroupIdea, type IdeaWrite } from "@/lib/server/pipeline/ideas";
import { acceptableQuote } from "./paraphrase";
import type { Analyser, IdeaDraft } from "./types";

export const MAX_QUOTES = 5;
/** Posts the analyser reads to describe a group, and candidates for quotes. */
const DESCRIBE_POSTS = 20;
const QUOTE_CANDIDATES = 15;

const CATEGORIES = ["Tech", "Finance", "Health", "Education", "Marketing", "Property", "Food", "Work", "Entertainment", "Travel", "Green", "Community", "Other"] as const;
const text = (max: number) => z.string().trim().min(1).max(max);
const hint = z.number().finite().min(0).max(100).optional();
/** What an analyser returns is checked before it reaches the ideas table. */
export const IdeaDraftSchema = z.object({
  title: text(120),
  description: text(2000),
  complaintSummary: text(2000),
  analysis: text(4000),
  category: z.enum(CATEGORIES),
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
export async function ideaOf(pool: Pool, analyser: Analyser, group: { id: number; key: string }, members: Members, totals: Totals): Promise<IdeaWrite | null> {
  const evidence = await loadEvidence(pool, members, totals);
  if (!evidence || !enoughPosts(evidence)) return null;
  const posts = await memberPosts(pool, members, Math.max(DESCRIBE_POSTS, QUOTE_CANDIDATES));
  const needs = posts.filter((p) => p.kind === "need");
  // Quotes before the description: a group without enough of them is not described at all.
  const kept = await quotes(analyser, needs.slice(0, QUOTE_CANDIDATES));
  if (!enoughQuotes(kept)) return null;
  const draft: IdeaDraft = IdeaDraftSchema.parse(
    await analyser.describe({ posts: needs.slice(0, DESCRIBE_POSTS).map((p) => ({ title: null, body: p.text })), communities: evidence.communityCounts.map((c) => c.name) }),
  );
  const scores = scoreGroup(evidence, draft);
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

function evidenceWrite(e: Evidence, scoreInputs: object, explanation: string): IdeaWrite["evidence"] {
  return { people: e.people, needPosts: e.needPosts, launchPosts: e.launchPosts, communities: e.communityCounts, monthly: e.monthlyRows, firstSeen: e.firstSeen, lastSeen: e.lastSeen, scoreInputs, explanation };
}

/**
 * Quotes: paraphrases of the most engaged posts, one community after another so the quotes show
 * the spread; a paraphrase the gate refuses (a run of 5 words shared with its post, a placeholder
 * of removed personal data: pipeline/paraphrase.ts) is never kept.
 */
async function quotes(analyser: Analyser, candidates: { id: number; text: string; community: string; month: string }[]): Promise<IdeaWrite["quotes"]> {
  const byCommunity = new Map<string, typeof candidates>();
  for (const c of candidates) byCommunity.set(c.community, [...(byCommunity.get(c.community) ?? []), c]);
  const order: typeof candidates = [];
  for (let round = 0; order.length < candidates.length; round++) for (const list of byCommunity.values()) if (list[round]) order.push(list[round]!);
  const out: IdeaWrite["quotes"] = [];
  for (const post of order) {
    if (out.length === MAX_QUOTES) break;
    const paraphrase = (await analyser.paraphrase(post.text))?.trim();
    if (paraphrase && acceptableQuote(paraphrase, post.text) && !out.some((q) => q.text === paraphrase)) out.push({ postId: post.id, text: paraphrase, community: post.community, month: post.month });
  }
  return out;
}

/** Publishes or unpublishes one stored group. */
export async function publishGroup(pool: Pool, analyser: Analyser, group: { id: number; key: string }, totals: Totals): Promise<PublishOutcome> {
  const write = await ideaOf(pool, analyser, group, { groupId: group.id }, totals);
  if (write) return (await publishIdea(pool, write)).outcome;
  return (await unpublishGroupIdea(pool, group.id)) ? "unpublished" : "none";
}
