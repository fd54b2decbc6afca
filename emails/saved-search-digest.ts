import type { EmailContent } from "@/lib/email/types";
import { renderEmail, type EmailSection } from "./layout";

export interface DigestIdea {
  title: string;
  /** One line about the idea. */
  line: string;
  /** Opens the idea in the app (a search view, credits as usual). */
  url: string;
}

export interface DigestSearch {
  name: string;
  ideas: DigestIdea[];
  /** Matches beyond the ideas listed. */
  more: number;
  /** The saved search filled into the Deep Search form. */
  runUrl: string;
}

export interface SavedSearchDigestInput {
  username: string;
  frequency: "daily" | "weekly";
  searches: DigestSearch[];
  /** The one-click unsubscribe page (also in the List-Unsubscribe header). */
  unsubscribeUrl: string;
  /** /search, where saved searches and their alerts are managed. */
  manageUrl: string;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

function searchSection(search: DigestSearch): EmailSection {
  const shown = search.ideas.length + search.more;
  return {
    heading: `${search.name} (${plural(shown, "new idea")})`,
    items: [
      ...search.ideas.map((idea) => ({ label: idea.title, url: idea.url, line: idea.line })),
      ...(search.more > 0
        ? [{ label: `See all ${shown} in Deep Search`, url: search.runUrl, line: `and ${search.more} more` }]
        : []),
    ],
  };
}

/** The saved-search digest: per saved search, the new ideas' titles, one line each, and links. */
export function savedSearchDigestEmail(input: SavedSearchDigestInput): EmailContent {
  const total = input.searches.reduce((sum, s) => sum + s.ideas.length + s.more, 0);
  const period = `since your last ${input.frequency} digest`;
  return renderEmail({
    subject: `${plural(total, "new idea")} match your saved searches`,
    preview: `${plural(total, "new idea")} published or updated ${period}.`,
    greeting: `Hi ${input.username},`,
    paragraphs: [
      `${plural(total, "idea")} matching your saved searches ${total === 1 ? "was" : "were"} published or updated ${period}. Opening an idea counts as a Deep Search view, as in the app.`,
    ],
    sections: [
      ...input.searches.map(searchSection),
      {
        heading: "Your alerts",
        items: [
          {
            label: "Manage saved searches",
            url: input.manageUrl,
            line: "Rename, run, or change how often you hear from us.",
          },
          {
            label: "Unsubscribe",
            url: input.unsubscribeUrl,
            line: `Stop the ${input.frequency} alert emails in one click.`,
          },
        ],
      },
    ],
  });
}
