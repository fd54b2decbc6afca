/** The node arguments that run `npm run ideas:import` on one Reddit dump under `source` (for spawn). */
export const redditImportArgs = (source: string, file: string) => [
  "--import",
  "tsx",
  "scripts/ideas-import.ts",
  "--format",
  "reddit",
  "--source",
  source,
  file,
];
