/** The summary an import prints at its end, from the run's stored counts (every worker's batches). */
import type { RunRow } from "@/lib/server/pipeline/runs";

const REASONS = [
  "deleted",
  "bot_or_moderator",
  "too_short",
  "not_a_need",
  "duplicate",
  "wrong_language",
  "bad_line",
] as const;
const fmt = (n: unknown) => Number(n ?? 0).toLocaleString("en-US");

export function summaryLines(
  run: RunRow,
  timings: Record<string, number>,
  peakRssBytes: number,
  wallMs: number,
  cpuMs: number,
): string[] {
  const c = run.counts as Record<string, number>;
  const skipped = REASONS.map(
    (r) =>
      [r, r === "duplicate" ? (c["skipped.duplicate"] ?? 0) + (c.duplicates ?? 0) : (c[`skipped.${r}`] ?? 0)] as const,
  );
  const lines = [
    `Run ${run.id} (${run.format}, source ${run.source})${run.dryRun ? ", dry run: nothing published" : ""}: ${run.status}`,
    `  posts read            ${fmt(c.read)}`,
    `  already imported      ${fmt(c.already_done)}`,
    `  skipped               ${fmt(skipped.reduce((s, [, n]) => s + n, 0))}`,
    ...skipped.map(([r, n]) => `    ${r.replaceAll("_", " ").padEnd(20)}${fmt(n)}`),
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
