import { randomBytes } from "node:crypto";
import type { PrismaClient } from "../../lib/generated/prisma/client";
import { explain, monthBefore, scoreGroup, type EvidenceCounts } from "../../lib/domain/pipeline/scoring";

/**
 * Evidence for a test idea, stored the way the pipeline's publish stores it (lib/server/pipeline/
 * ideas.ts): a group, pipeline_evidence with score_inputs and the sentence from the real scoring
 * (lib/domain/pipeline/scoring.ts), and quotes, each on a need post of a test source (quotes keep
 * their post id, which must never be served). The idea's scores are set to the computed ones.
 * Written by the team: every text here is made up.
 */
export const EVIDENCE_WINDOW_END = "2025-06";

export interface EvidenceFixture {
  people: number;
  launchPosts: number;
  communities: { name: string; posts: number }[];
  /** Mentions per month, oldest first, ending at EVIDENCE_WINDOW_END. */
  perMonth: number[];
  quotes: { text: string; community: string; month: string }[];
}

/** A rising need: 30 months, growing from 1 to 12 mentions a month; 3 communities; 3 quotes. */
export function risingFixture(tag: string): EvidenceFixture {
  const perMonth = Array.from({ length: 30 }, (_, i) => (i < 18 ? 1 + (i % 3 === 0 ? 1 : 0) : 4 + (i - 18)));
  const total = perMonth.reduce((a, b) => a + b, 0);
  const a = Math.round(total * 0.6);
  const b = Math.round(total * 0.3);
  return {
    people: 57,
    launchPosts: 3,
    communities: [
      { name: `smallshops_${tag}`, posts: a },
      { name: `bookkeeping_${tag}`, posts: b },
      { name: `freelance_${tag}`, posts: total - a - b },
    ],
    perMonth,
    quotes: [
      {
        text: `Every month I retype supplier invoices into the ledger by hand (${tag} one).`,
        community: `smallshops_${tag}`,
        month: "2025-05",
      },
      {
        text: `Our accountant keeps asking for receipts I already scanned somewhere (${tag} two).`,
        community: `bookkeeping_${tag}`,
        month: "2025-02",
      },
      {
        text: `I would pay for something that matches payments to invoices on its own (${tag} three).`,
        community: `freelance_${tag}`,
        month: "2024-11",
      },
    ],
  };
}

export async function addEvidence(prisma: PrismaClient, ideaId: number, f: EvidenceFixture) {
  const months = f.perMonth.map((mentions, i) => ({
    month: monthBefore(EVIDENCE_WINDOW_END, f.perMonth.length - 1 - i),
    mentions,
  }));
  const needPosts = f.perMonth.reduce((a, b) => a + b, 0);
  const counts: EvidenceCounts = {
    people: f.people,
    communities: f.communities.length,
    needPosts,
    launchPosts: f.launchPosts,
    engagement: needPosts * 9,
    monthly: months.filter((m) => m.mentions > 0).map((m) => ({ ...m, rate: m.mentions / 1000 })),
    firstSeen: months.find((m) => m.mentions > 0)!.month,
    lastSeen: [...months].reverse().find((m) => m.mentions > 0)!.month,
    windowEnd: EVIDENCE_WINDOW_END,
  };
  const scores = scoreGroup(counts);
  const key = `test_${randomBytes(6).toString("hex")}`;
  const source = await prisma.pipelineSource.upsert({
    where: { name: "test-fixture" },
    create: { name: "test-fixture", format: "jsonl" },
    update: {},
  });
  const group = await prisma.pipelineGroup.create({ data: { key, ideaId, keyPhrases: [] } });
  await prisma.idea.update({
    where: { id: ideaId },
    data: {
      overall: scores.overall,
      demandScore: scores.demandScore,
      innovationScore: scores.innovationScore,
      simplicityScore: scores.simplicityScore,
      marketSize: scores.marketSize,
    },
  });
  await prisma.pipelineEvidence.create({
    data: {
      ideaId,
      groupId: group.id,
      people: f.people,
      needPosts,
      launchPosts: f.launchPosts,
      communities: f.communities,
      monthly: months.filter((m) => m.mentions > 0).map((m) => ({ ...m, total: 1000 })),
      firstSeen: new Date(`${counts.firstSeen}-01T00:00:00Z`),
      lastSeen: new Date(`${counts.lastSeen}-01T00:00:00Z`),
      scoreInputs: JSON.parse(JSON.stringify(scores.inputs)),
      explanation: explain(scores.inputs),
    },
  });
  for (const [position, q] of f.quotes.entries()) {
    const post = await prisma.pipelinePost.create({
      data: {
        sourceId: source.id,
        externalId: `${key}_${position}`,
        runId: 0,
        community: q.community,
        authorHash: `author_${key}_${position}`,
        postedAt: new Date(`${q.month}-10T12:00:00Z`),
        month: new Date(`${q.month}-01T00:00:00Z`),
        kind: "need",
        text: q.text,
        groupId: group.id,
      },
    });
    await prisma.pipelineQuote.create({
      data: {
        ideaId,
        postId: post.id,
        position,
        text: q.text,
        community: q.community,
        month: new Date(`${q.month}-01T00:00:00Z`),
      },
    });
  }
  return { scores, needPosts, key };
}
