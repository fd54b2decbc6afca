import { Prisma } from "@/lib/generated/prisma/client";
import type { LandingFeatured, LandingTeaser } from "@/lib/contracts/ideas";
import { db, type DbClient } from "@/lib/server/db/client";

export type { LandingFeatured, LandingTeaser } from "@/lib/contracts/ideas";

/**
 * The landing page's live sample: a few real ideas from the library, as a teaser. The
 * hero lists titles, categories and AI scores only; one featured idea shows its description,
 * complaint and scores, as the product's own sample. The analysis, the paid part, is never read.
 *
 * Fast at 1,000,000 ideas without ORDER BY random(): a random start point on the indexed
 * sample_key gives a window of WINDOW ideas (wrapping around past the end), and the best-scored
 * of that window are shown, so the sample looks good and differs from one draw to the next.
 * Unpublished ideas (left without evidence by the pipeline) are never drawn.
 */
export const HERO_COUNT = 4;
const WINDOW = 64;

export interface LandingSample {
  /** Up to HERO_COUNT teasers; empty when the library is empty. */
  hero: LandingTeaser[];
  /** The best idea of the draw, or null when the library is empty. */
  featured: LandingFeatured | null;
  /** Published ideas in the library when the draw was made: the number the landing states. */
  ideaCount: number;
}

interface Row {
  title: string;
  category: string;
  overall: number;
  description: string;
  complaint_summary: string;
  demand_score: number;
  simplicity_score: number;
  innovation_score: number;
  market_size: number;
  number_developing: number;
}

/** The sample's columns only, named in each branch, so the analysis is never read. */
const COLUMNS = Prisma.raw(
  "title, category::text AS category, overall, description, complaint_summary, demand_score, simplicity_score, innovation_score, market_size, number_developing, sample_key",
);

/** The best HERO_COUNT + 1 ideas of a random window; ties keep the window's order. */
async function bestOfWindow(client: DbClient, start: number): Promise<Row[]> {
  return client.$queryRaw<Row[]>`
    SELECT title, category, overall, description, complaint_summary, demand_score,
           simplicity_score, innovation_score, market_size, number_developing
      FROM ((SELECT ${COLUMNS} FROM ideas WHERE sample_key >= ${start} AND published ORDER BY sample_key LIMIT ${WINDOW})
            UNION ALL
            (SELECT ${COLUMNS} FROM ideas WHERE sample_key < ${start} AND published ORDER BY sample_key LIMIT ${WINDOW})
            LIMIT ${WINDOW}) AS window_ideas
     ORDER BY overall DESC, sample_key < ${start}, sample_key
     LIMIT ${HERO_COUNT + 1}`;
}

function teaser(row: Row): LandingTeaser {
  return { title: row.title, category: row.category, overall: Number(row.overall) };
}

function featured(row: Row): LandingFeatured {
  return {
    ...teaser(row),
    description: row.description,
    complaintSummary: row.complaint_summary,
    demandScore: Number(row.demand_score),
    simplicityScore: Number(row.simplicity_score),
    innovationScore: Number(row.innovation_score),
    marketSize: Number(row.market_size),
    numberDeveloping: Number(row.number_developing),
  };
}

/** A fresh draw: the best idea is featured, the next ones fill the hero list. */
export async function landingSample(
  random: () => number = Math.random,
  client: DbClient = db(),
): Promise<LandingSample> {
  const [[best, ...rest], ideaCount] = await Promise.all([bestOfWindow(client, random()), publishedCount(client)]);
  return { hero: rest.map(teaser), featured: best ? featured(best) : null, ideaCount };
}

/** The library's real size (published ideas), never a made-up number; read with the draw, so cached with it. */
async function publishedCount(client: DbClient): Promise<number> {
  const [row] = await client.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM ideas WHERE published`;
  return Number(row?.n ?? 0);
}
