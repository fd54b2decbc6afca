/** The 13 idea categories and the names clients may send for them. */
export const IDEA_CATEGORIES = [
  "Tech",
  "Finance",
  "Health",
  "Education",
  "Marketing",
  "Property",
  "Food",
  "Work",
  "Entertainment",
  "Travel",
  "Green",
  "Community",
  "Other",
] as const;
export type IdeaCategoryName = (typeof IDEA_CATEGORIES)[number];

const ALIASES: Record<string, IdeaCategoryName> = {
  technology: "Tech",
  healthcare: "Health",
  education: "Education",
  marketing: "Marketing",
};

export function categoryFromName(name: string): IdeaCategoryName | null {
  const key = name.trim().toLowerCase();
  return IDEA_CATEGORIES.find((c) => c.toLowerCase() === key) ?? ALIASES[key] ?? null;
}

/**
 * A comma list of category names: null when empty (all categories), or the message naming the
 * first unknown one.
 */
export function parseCategories(
  value: string | undefined,
): { categories: IdeaCategoryName[] | null } | { error: string } {
  const names = (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (!names.length) return { categories: null };
  const categories: IdeaCategoryName[] = [];
  for (const name of names) {
    const category = categoryFromName(name);
    if (!category) return { error: `Unknown category: ${name.slice(0, 40)}` };
    if (!categories.includes(category)) categories.push(category);
  }
  return { categories };
}
