/**
 * Measuring the need verdict against hand labels (`npm run ideas:eval`): a labels file of tab
 * separated columns with a header, at least `id` and `label` (1: a need, 0: not), optionally
 * `source` (which source's ids they are, as Stack Exchange ids repeat across sites). Only labelled
 * ids count; precision, recall and F1 of the verdict "need".
 */
import type { Decision } from "./decisions";

export interface Label {
  id: string;
  need: boolean;
  source: string | null;
}

export class LabelsError extends Error {}

/**
 * The labels of a TSV file's text; `source`, when given, keeps only rows of that source (rows
 * without one stay), and a source no row names is refused with the sources the rows do name.
 */
export function parseLabels(tsv: string, source?: string): Map<string, boolean> {
  const lines = tsv
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((l) => l.trim());
  const header = (lines.shift() ?? "").split("\t").map((h) => h.trim().toLowerCase());
  const id = header.indexOf("id");
  const label = header.indexOf("label");
  const src = header.indexOf("source");
  if (id < 0 || label < 0) throw new LabelsError("The labels file needs a header with the columns id and label.");
  const labels = new Map<string, boolean>();
  const otherSources = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const cells = line.split("\t").map((c) => c.trim());
    const value = cells[label];
    if (value !== "0" && value !== "1")
      throw new LabelsError(`Labels line ${i + 2}: label must be 0 or 1, not "${value ?? ""}".`);
    if (source && src >= 0 && cells[src] && cells[src] !== source) {
      otherSources.add(cells[src]);
      continue;
    }
    if (cells[id]) labels.set(cells[id], value === "1");
  }
  if (!labels.size && otherSources.size)
    throw new LabelsError(
      `The labels file has no labels for source "${source}"; its sources are ${[...otherSources].sort().join(", ")}: pass --source with one of them.`,
    );
  return labels;
}

export interface Score {
  labelled: number;
  found: number;
  tp: number;
  fp: number;
  fn: number;
  precision: number;
  recall: number;
  f1: number;
  falsePositives: string[];
  falseNegatives: string[];
}

/** Precision, recall and F1 of verdict "need" over the labelled ids among `decisions`. */
export function score(decisions: Iterable<Decision>, labels: Map<string, boolean>): Score {
  const s: Score = {
    labelled: 0,
    found: 0,
    tp: 0,
    fp: 0,
    fn: 0,
    precision: 0,
    recall: 0,
    f1: 0,
    falsePositives: [],
    falseNegatives: [],
  };
  const seen = new Set<string>();
  for (const d of decisions) {
    if (d.source_id === null || seen.has(d.source_id) || !labels.has(d.source_id)) continue;
    seen.add(d.source_id);
    s.found++;
    const need = labels.get(d.source_id)!;
    const said = d.verdict === "need";
    if (need && said) s.tp++;
    else if (said) {
      s.fp++;
      s.falsePositives.push(d.source_id);
    } else if (need) {
      s.fn++;
      s.falseNegatives.push(d.source_id);
    }
  }
  s.labelled = labels.size;
  s.precision = s.tp + s.fp ? s.tp / (s.tp + s.fp) : 0;
  s.recall = s.tp + s.fn ? s.tp / (s.tp + s.fn) : 0;
  s.f1 = s.precision + s.recall ? (2 * s.precision * s.recall) / (s.precision + s.recall) : 0;
  return s;
}

export function scoreLine(name: string, s: Score): string {
  const f = (n: number) => n.toFixed(2);
  return `${name.padEnd(28)} labelled ${String(s.found).padStart(4)}  needs ${String(s.tp + s.fn).padStart(3)}  kept ${String(s.tp + s.fp).padStart(3)}  precision ${f(s.precision)}  recall ${f(s.recall)}  F1 ${f(s.f1)}`;
}
