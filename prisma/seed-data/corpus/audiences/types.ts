/**
 * The demo corpus's ontology: audiences, each with the words of its own world, and the needs that
 * belong to it. Written by the team; no sentence here comes from a real forum. A need is never
 * crossed with another audience: each one is written for the people it belongs to.
 *
 * Fields hold alternatives separated by "|":
 * - who: one of them, singular, to follow "a"/"our" ("dental practice|dental surgery");
 * - role: the person writing ("practice manager|dentist");
 * - tools: what they use today ("a paper day book|a shared spreadsheet");
 * - times: when it hurts ("on Monday mornings|at month end");
 * - community: the subreddit they post in; site: their Stack Exchange site, if one fits.
 * Each need is "topic|task|pain": a noun phrase naming the job, a gerund phrase doing it, and a
 * clause (no final stop) saying what goes wrong in their world; then, optionally, "when: a; b" (its
 * own moments) and "uses: x; y" (what its people use now, in place of the audience's tools). A need
 * takes the audience's tools and times only where they fit it (needs.ts fitting): the audience's
 * lists are not every need's; a need with no tool of its own or fitting makes do with makeshifts for
 * its kind of job (needs.ts MAKESHIFT_KINDS).
 * An idea's title is read from the task its posts say, so a task is a gerund and its object, maybe
 * with a phrase ('chasing insurers for crown and implant pre-authorisations'): no clause after the
 * object ('checking patients actually do …', 'chasing tenants who fall behind …', 'keeping track
 * of which …'), no possessive of a person ('my apprentice's hours'), each of which a title is cut at.
 */
export interface AudienceSpec {
  key: string;
  who: string;
  role: string;
  community: string;
  site?: string;
  tools: string;
  times: string;
  needs: string[];
}
