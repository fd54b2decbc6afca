import { Faq } from "@/components/landing/Faq";
import { Features } from "@/components/landing/Features";
import { Hero } from "@/components/landing/Hero";
import { HowItWorks } from "@/components/landing/HowItWorks";
import { Pricing } from "@/components/landing/Pricing";
import { liveLandingSample } from "@/lib/server/ideas/landing-cache";

/**
 * The landing page (spec section 2: "/" is public). Title and description come from the root layout.
 * Rendered per request (the sample is drawn at request time, from a 5-minute cache), all on the
 * server: no client JavaScript beyond the pricing buttons.
 */
export default async function LandingPage() {
  const sample = await liveLandingSample();
  return (
    <>
      <Hero ideas={sample.hero} ideaCount={sample.ideaCount} />
      <Features featured={sample.featured} />
      <HowItWorks />
      <Pricing />
      <Faq />
    </>
  );
}
