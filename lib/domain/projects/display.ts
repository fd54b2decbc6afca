import { NO_DESCRIPTION } from "./messages";

/**
 * Title and description fallbacks: the project's own text, else the idea's
 * idea_summary / idea_details, else 'Project {id}' / 'No description available'.
 */
const present = (value: string | null | undefined): value is string => typeof value === "string" && value.trim() !== "";

export function projectTitle(
  id: number,
  own: string | null | undefined,
  ideaSummary: string | null | undefined,
): string {
  if (present(own)) return own;
  if (present(ideaSummary)) return ideaSummary;
  return `Project ${id}`;
}

export function projectDescription(own: string | null | undefined, ideaDetails: string | null | undefined): string {
  if (present(own)) return own;
  if (present(ideaDetails)) return ideaDetails;
  return NO_DESCRIPTION;
}

/** A date as the page shows it, in US format (e.g. 11/22/2026), in the browser's time zone. */
export function usDate(iso: string | null | undefined): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : date.toLocaleDateString("en-US");
}

/** The user's own date as YYYY-MM-DD (sent as client_date, so "one completion a day" is their day). */
export function localDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The active counter: count against the plan's limit, '∞' when unlimited, '...' while either loads. */
export function activeCounterText(count: number | undefined, limit: number | "unlimited" | undefined): string {
  if (count === undefined || limit === undefined) return "...";
  return `${count} / ${limit === "unlimited" ? "∞" : limit}`;
}
