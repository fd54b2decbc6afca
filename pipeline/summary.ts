/** The summary an import prints at its end, from the run's stored counts (every worker's batches). */
import path from "node:path";
import type { FirstPosition, RunRow } from "@/lib/server/pipeline/runs";

const REASONS = [
  "deleted",
  "bot_or_moderator",
  "too_short",
  "not_a_need",
  "duplicate",
  "wrong_language",
  "bad_line",
  "sensitive",
  "answer",
] as const;
const fmt = (n: unknown) => Number(n ?? 0).toLocaleString("en-US");

/** A run's file by its name, with its folder when another file of the run has the same name (several sites' Posts.xml). */
function shortName(files: string[], index: number): string {
  const file = files[index];
  if (file === undefined) return "?";
  const name = path.basename(file);
  const shared = files.some((other, i) => i !== index && path.basename(other) === name);
  return shared ? `${path.basename(path.dirname(file))}/${name}` : name;
}

export function summaryLines(
  run: RunRow,
  timings: Record<string, number>,
  peakRssBytes: number,
  wallMs: number,
  cpuMs: number,
  firsts: Record<string, FirstPosition> = {},
): string[] {
  const c = run.counts as Record<string, number>;
  // Where each reason was first met: the line (a JSON array's item number), and the file when the run read several.
  const where = (key: string) => {
    const at = firsts[key];
    if (!at) return "";
    const file = run.files.length > 1 ? `${shortName(run.files, at.file)} ` : "";
    const position =
      "item" in at ? `item ${at.item.toLocaleString("en-US")}` : `line ${at.line.toLocaleString("en-US")}`;
    return ` (first: ${file}${position})`;
  };
  const badLines = Object.keys(c)
    .filter((k) => k.startsWith("bad_line."))
    .sort((a, b) => (c[b] ?? 0) - (c[a] ?? 0) || (a < b ? -1 : 1));
  const skipped = REASONS.map(
    (r) =>
      [r, r === "duplicate" ? (c["skipped.duplicate"] ?? 0) + (c.duplicates ?? 0) : (c[`skipped.${r}`] ?? 0)] as const,
  );
  const failure = typeof run.counts.failure === "string" ? ` (${run.counts.failure})` : "";
  const lines = [
    `Run ${run.id} (${run.format}, source ${run.source})${run.dryRun ? ", dry run: nothing published" : ""}: ${run.status}${failure}`,
    `  posts read            ${fmt(c.read)}`,
    `  already imported      ${fmt(c.already_done)}`,
    `  removed earlier       ${fmt(c.removed)} (ideas:remove took them out; not imported again)`,
    `  skipped               ${fmt(skipped.reduce((s, [, n]) => s + n, 0))}`,
    ...skipped.flatMap(([r, n]) => [
      `    ${r.replaceAll("_", " ").padEnd(20)}${fmt(n)}${n ? where(`skipped.${r}`) : ""}`,
      ...(r === "bad_line" ? badLines.map((k) => `      ${k.slice(9)}: ${fmt(c[k])}${where(k)}`) : []),
    ]),
    `  needs found           ${fmt(c.needs)}`,
    `  launch posts          ${fmt(c.launches)}`,
    `  groups                ${fmt(c.groups)}`,
  ];
  if (run.dryRun) lines.push(`  ideas it would publish ${fmt(c.would_publish)}`);
  else
    lines.push(
      `  ideas created         ${fmt(c.created)}`,
      `  ideas updated         ${fmt(c.updated)} (unchanged ${fmt(c.unchanged)})`,
      `  ideas unpublished     ${fmt(c.unpublished)}`,
    );
  if (c.failed)
    lines.push(`  ideas not published   ${fmt(c.failed)} (the analyser failed for them; the next run tries again)`);
  const stage = (k: string) => (timings[k] ? `${(timings[k]! / 1000).toFixed(1)} s` : "-");
  lines.push(
    `  time                  ${(wallMs / 1000).toFixed(1)} s (ingest ${stage("ingest_ms")}, group ${stage("group_ms")}, publish ${stage("publish_ms")}); this process used ${(cpuMs / 1000).toFixed(1)} s of CPU`,
    `  peak memory           ${Math.round(peakRssBytes / 1024 / 1024)} MB`,
  );
  return lines;
}
