/**
 * Releasing a claimed idea (POST /api/ideas/unclaim). A project with milestones or notes is never
 * thrown away by a release: it stays in My Projects, and claiming the idea again brings it back.
 * Because the user may not expect that, the app's own screens ask first: they send
 * `confirmed: false`, and for such a project the call answers 409 with what the project holds; the
 * user's answer comes back as `confirmed: true`. A client that sends only the id (the API's
 * documented body) releases at once, and nothing is lost: the project stays. (The body's schema,
 * UnclaimBody, is in schemas.ts: this file is the dialog's too, and zod stays out of the browser.)
 */
export const RELEASE_NEEDS_CONFIRMATION =
  "This idea's project has milestones or notes. Confirm to release the idea; the project stays in My Projects.";

/** The 409's fields: the project and what it holds. */
export interface ReleaseQuestion {
  confirm_required: true;
  project_id: number;
  project_title: string;
  milestones: number;
  notes: number;
}

const count = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** What the project holds, in words: '2 milestones and 1 note'. */
export function projectWork(milestones: number, notes: number): string {
  return [milestones ? count(milestones, "milestone") : "", notes ? count(notes, "note") : ""]
    .filter(Boolean)
    .join(" and ");
}

export const RELEASE_TITLE = "Release this idea?";
export const RELEASE_CONFIRM_LABEL = "Release Idea";
export const RELEASE_CANCEL_LABEL = "Keep Claim";

/** The confirmation's text: what the project holds and what becomes of it. */
export function releaseMessage(question: Pick<ReleaseQuestion, "project_title" | "milestones" | "notes">): string {
  return (
    `Your project "${question.project_title}" has ${projectWork(question.milestones, question.notes)}. ` +
    "Releasing the idea keeps the project in My Projects with all of them; claim the idea again to bring the project back to it."
  );
}
