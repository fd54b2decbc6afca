/**
 * The two ways to a new project: a project is a claimed idea, found on the Idea Board or through
 * Deep Search. '+ New Project' and the first-run welcome both offer them.
 */
export const WAYS_IN = [
  {
    href: "/idea-board",
    label: "Idea Board",
    description: "Shuffle a board of random ideas, weighted by what matters to you.",
  },
  { href: "/search", label: "Deep Search", description: "Search every idea by keywords, category and scores." },
] as const;
