// Shape of the per-category word banks used by ../ideas.ts.
//
// Grammar contract (the templates in ../templates.ts rely on it):
// - Persona: [plural, singular with article], e.g. ["independent physiotherapists", "an independent physiotherapist"].
//   Plural fits "for {p}" / "{p} who are tired of ..."; singular fits "As {one}, I ..." and "{One} says ...".
// - Pain fields never mention the persona or use I/my/they, so they work in first- and third-person text:
//   issue: noun phrase ("late-paying clients")                 -> "tackles {issue}"
//   g:     gerund phrase ("chasing overdue invoices ...")       -> "tired of {g}", "stop {g}"
//   c:     neutral clause, lower-case ("a third of invoices get paid late, ...") -> "{One} says {c}."
//   d:     one full neutral sentence, may contain {hrs} or {pct}
//   t:     product names, lower-case noun phrases ("invoice-chasing assistant")
//   f:     third-person verb phrase ("sends escalating reminders ...") -> "The {tool} {f}."
//   Every pain of a segment must make sense for every persona of that segment.
// - formats: with article ("a mobile app"); features: noun phrases after "with"; models: noun phrases
//   after "Revenue comes from"; rivals: plural noun phrases; risks: clauses after "The main risk is that".
//   hard: noun phrases after "mainly because of"; steps: imperative phrases (may use {p}, {issue}, {tool}).
import type { IdeaCategory } from "../ideas";

export type Persona = readonly [plural: string, one: string];

export interface Pain {
  issue: string;
  g: string;
  c: string;
  d: string;
  t: readonly string[];
  f: string;
}

export interface Segment {
  personas: readonly Persona[];
  pains: readonly Pain[];
  formats: readonly string[];
  features: readonly string[];
  models: readonly string[];
  rivals: readonly string[];
  risks: readonly string[];
  /** True when personas are consumers rather than businesses (picks the matching "why nothing works" lines). */
  consumer: boolean;
  /** Noun phrases: what makes the build hard ("mainly because of {hard}"). */
  hard: readonly string[];
  /** Imperative validation steps; may use {p}, {issue} and {tool}. */
  steps: readonly string[];
}

export interface CategoryBank {
  category: IdeaCategory;
  /** Relative share of generated ideas. */
  weight: number;
  /** Mean scores (1-100) for this category; per-idea scores are drawn around them. */
  demand: number;
  simplicity: number;
  innovation: number;
  /** Median market size in millions of USD. */
  market: number;
  segments: readonly Segment[];
}
