/**
 * What the app says about where its ideas come from. Outside production the library is the demo
 * corpus, which the team generated: one quiet line says so. In production the ideas come from real
 * forum dumps, and a source whose licence requires credit (Creative Commons BY, e.g. Stack
 * Exchange's CC BY-SA) is credited with its licence wherever the library is shown.
 */
export const SAMPLE_DATA_NOTICE = "The idea library is generated sample data: no real forum post is behind it.";

export interface LibrarySource {
  name: string;
  licence: string | null;
  /** The credit the source asks for (e.g. "Stack Exchange, Inc. and contributors"); else its name. */
  attribution: string | null;
}

export type LibraryNotice = { kind: "sample"; text: string } | { kind: "attribution"; text: string } | null;

/** Creative Commons licences with the BY (attribution) clause. */
export function requiresAttribution(licence: string | null): boolean {
  return licence !== null && /^CC[ -]BY\b/i.test(licence.trim());
}

export function libraryNotice(production: boolean, sources: readonly LibrarySource[]): LibraryNotice {
  if (!production) return { kind: "sample", text: SAMPLE_DATA_NOTICE };
  const credits = sources
    .filter((s) => requiresAttribution(s.licence))
    .map((s) => `${s.attribution?.trim() || s.name} (${s.licence!.trim()})`);
  if (credits.length === 0) return null;
  return { kind: "attribution", text: `Evidence adapted from posts by ${credits.join("; ")}.` };
}
