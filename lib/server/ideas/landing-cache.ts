import { log } from "@/lib/log";
import { landingSample, type LandingSample } from "./landing";

/** How long one draw is shown to every visitor before the next one (seconds). */
export const LANDING_SAMPLE_SECONDS = 300;

const NO_SAMPLE: LandingSample = { hero: [], featured: null, ideaCount: 0 };

// Shared by all visitors of this server process, so the landing reads the database once per
// 5 minutes, not per request; visitors who arrive while a draw runs wait for that one.
let kept: { sample: LandingSample; until: number } | null = null;
let drawing: Promise<LandingSample> | null = null;

function draw(): Promise<LandingSample> {
  drawing ??= landingSample()
    .then((sample) => {
      kept = { sample, until: Date.now() + LANDING_SAMPLE_SECONDS * 1000 };
      return sample;
    })
    .finally(() => {
      drawing = null;
    });
  return drawing;
}

/**
 * The landing's live sample. Drawn at request time only, so `next build` needs no database and a
 * build never bakes in a sample. A failed read (database down) shows the landing without the
 * sample rather than an error page; the failure is not kept, so the next request tries again.
 */
export async function liveLandingSample(): Promise<LandingSample> {
  if (kept && Date.now() < kept.until) return kept.sample;
  try {
    return await draw();
  } catch (error) {
    log.error("landing sample unavailable", { error });
    return NO_SAMPLE;
  }
}
