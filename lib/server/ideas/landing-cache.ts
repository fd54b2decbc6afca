import "server-only";
import { unstable_cache } from "next/cache";
import { connection } from "next/server";
import { log } from "@/lib/log";
import { landingSample, type LandingSample } from "./landing";

/** How long one draw is shown to every visitor before the next one (seconds). */
export const LANDING_SAMPLE_SECONDS = 300;

const NO_SAMPLE: LandingSample = { hero: [], featured: null, ideaCount: 0 };

// Shared by all visitors, so the landing reads the database once per 5 minutes, not per request.
const cachedDraw = unstable_cache(() => landingSample(), ["landing-sample"], { revalidate: LANDING_SAMPLE_SECONDS });

/**
 * The landing's live sample. Drawn at request time only, so `next build` needs no database and a
 * build never bakes in a sample. A failed read (database down) shows the landing without the
 * sample rather than an error page; the failure is not cached, so the next request tries again.
 */
export async function liveLandingSample(): Promise<LandingSample> {
  await connection();
  try {
    return await cachedDraw();
  } catch (error) {
    log.error("landing sample unavailable", { error });
    return NO_SAMPLE;
  }
}
