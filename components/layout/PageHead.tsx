import Head from "next/head";
import { SITE_DESCRIPTION, pageTitle } from "./site-metadata";

interface PageHeadProps {
  /** Shown as "<title> | IdeaForge"; the site's own title without one. */
  title?: string;
  description?: string;
  /** A page whose URL carries a secret (a setup or reset link, a checkout session) never sends it on in a Referer header. */
  noReferrer?: boolean;
}

/** The head of a public page (pages/): its title, description and referrer rule. */
export function PageHead({ title, description = SITE_DESCRIPTION, noReferrer = false }: PageHeadProps) {
  return (
    <Head>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} key="description" />
      {noReferrer ? <meta name="referrer" content="no-referrer" key="referrer" /> : null}
    </Head>
  );
}
