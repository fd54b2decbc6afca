import { Faq } from "@/components/landing/Faq";
import { Features } from "@/components/landing/Features";
import { Hero } from "@/components/landing/Hero";
import { HowItWorks } from "@/components/landing/HowItWorks";
import { Pricing } from "@/components/landing/Pricing";
import { LibraryNoticeLine } from "@/components/idea-board/LibraryNoticeLine";
import { liveLandingSample } from "@/lib/server/ideas/landing-cache";
import { loadLibraryNotice } from "@/lib/server/ideas/library-notice";

/**
 * The landing page ("/" is public). Title and description come from the root layout.
 * Rendered per request (the sample is drawn at request time, from a 5-minute cache), all on the
 * server: no client JavaScript beyond the pricing buttons.
 */
export default async function LandingPage() {
  const [sample, notice] = await Promise.all([liveLandingSample(), loadLibraryNotice()]);
  return (
    <>
      <Hero ideas={sample.hero} ideaCount={sample.ideaCount} />
      <Features featured={sample.featured} />
      <HowItWorks />
      <Pricing />
      <Faq />
      <LibraryNoticeLine notice={notice} className="mx-auto max-w-6xl px-4 pb-8" />
    </>
  );
}
