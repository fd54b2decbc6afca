import { Faq } from "@/components/landing/Faq";
import { Features } from "@/components/landing/Features";
import { Hero } from "@/components/landing/Hero";
import { HowItWorks } from "@/components/landing/HowItWorks";
import { Pricing } from "@/components/landing/Pricing";
import { LibraryNoticeLine } from "@/components/idea-board/LibraryNoticeLine";
import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import type { LibraryNotice } from "@/lib/domain/ideas/library-notice";
import type { LandingSample } from "@/lib/server/ideas/landing";
import { liveLandingSample } from "@/lib/server/ideas/landing-cache";
import { loadLibraryNotice } from "@/lib/server/ideas/library-notice";
import { publicPage } from "@/lib/server/pages/server-side";

type LandingProps = {
  sample: LandingSample;
  notice: LibraryNotice;
};

/** The sample is drawn at request time, from a 5-minute cache shared by every visitor. */
export const getServerSideProps = publicPage<LandingProps>(async () => {
  const [sample, notice] = await Promise.all([liveLandingSample(), loadLibraryNotice()]);
  return { sample, notice };
});

/** The landing page ("/" is public), with the site's own title and description. */
export default function LandingPage({ sample, notice }: LandingProps) {
  return (
    <PublicLayout>
      <PageHead />
      <Hero ideas={sample.hero} ideaCount={sample.ideaCount} />
      <Features featured={sample.featured} />
      <HowItWorks />
      <Pricing />
      <Faq />
      <LibraryNoticeLine notice={notice} className="mx-auto max-w-6xl px-4 pb-8" />
    </PublicLayout>
  );
}
