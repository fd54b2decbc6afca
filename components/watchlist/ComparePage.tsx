import Link from "next/link";
import type { ReactNode } from "react";
import { formatMarketSize } from "@/components/idea-board/format";
import { categoryBadgeClass } from "@/components/idea-board/styles";
import { linkClass } from "@/components/ui/link-styles";
import type { IdeaDetails } from "@/lib/contracts/ideas";
import { seenSpan } from "@/lib/domain/ideas/evidence";
import { scoreReasons, type ScoreReason } from "@/lib/domain/ideas/score-basis";
import { sharedScale } from "@/lib/domain/watchlist/compare";
import { CompareToggle } from "./CompareToggle";
import { MentionsChart } from "./MentionsChart";
import { SaveButton } from "./SaveButton";

type ReasonKey = ScoreReason["key"];
const NO_EVIDENCE = "No evidence from the sources for this idea.";

interface Row {
  label: string;
  cell: (idea: IdeaDetails, reasons: Map<ReasonKey, ScoreReason>) => ReactNode;
}

/** A score and, under it, why it is what it is (from the idea's evidence). */
function scoreCell(value: ReactNode, reason: ScoreReason | undefined) {
  return (
    <>
      <p className="text-lg font-semibold tabular-nums text-slate-900">{value}</p>
      <p className="mt-1 text-xs leading-relaxed text-slate-700">
        <span className="font-medium">Why: </span>
        {reason?.text ?? NO_EVIDENCE}
      </p>
    </>
  );
}

function rows(scaleMax: number): Row[] {
  return [
    { label: "Category", cell: (i) => <span className={categoryBadgeClass}>{i.category}</span> },
    { label: "Summary", cell: (i) => <p className="text-sm leading-relaxed text-slate-700">{i.idea_details}</p> },
    { label: "AI score", cell: (i, r) => scoreCell(i.overall, r.get("overall")) },
    { label: "Demand", cell: (i, r) => scoreCell(i.demand_score, r.get("demand")) },
    { label: "Trend", cell: (i, r) => scoreCell(r.get("trend")?.value ?? "n/a", r.get("trend")) },
    { label: "Simplicity", cell: (i, r) => scoreCell(i.simplicity_score, r.get("simplicity")) },
    { label: "Innovation", cell: (i, r) => scoreCell(i.innovation_score, r.get("innovation")) },
    { label: "Market size", cell: (i, r) => scoreCell(formatMarketSize(i.market_size), r.get("market")) },
    { label: "People asking", cell: (i) => evidenceText(i, (e) => e.people.toLocaleString("en-US")) },
    {
      label: "Communities",
      cell: (i) =>
        i.evidence ? (
          <ul className="space-y-0.5 text-sm text-slate-700">
            {i.evidence.communities.map((c) => (
              <li key={c.name}>
                {c.name} <span className="text-slate-600">({c.posts.toLocaleString("en-US")})</span>
              </li>
            ))}
          </ul>
        ) : (
          <NoEvidence />
        ),
    },
    { label: "Months seen", cell: (i) => evidenceText(i, (e) => seenSpan(e.first_seen, e.last_seen)) },
    {
      label: "Monthly mentions",
      cell: (i) =>
        i.evidence ? (
          <MentionsChart months={i.evidence.monthly} trend={i.evidence.trend} scaleMax={scaleMax} />
        ) : (
          <NoEvidence />
        ),
    },
    {
      label: "Builders",
      cell: (i) => (
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{i.number_developing}</span> app users building this
          {i.evidence_summary ? (
            <>
              ; <span className="font-semibold text-slate-900">{i.evidence_summary.launch_posts}</span> launch posts
              seen
            </>
          ) : null}
        </p>
      ),
    },
  ];
}

const NoEvidence = () => <p className="text-sm text-slate-600">{NO_EVIDENCE}</p>;

function evidenceText(idea: IdeaDetails, text: (e: NonNullable<IdeaDetails["evidence"]>) => string) {
  return idea.evidence ? <p className="text-sm font-semibold text-slate-900">{text(idea.evidence)}</p> : <NoEvidence />;
}

const reasonsOf = (idea: IdeaDetails) =>
  new Map(
    (idea.evidence ? scoreReasons(idea.evidence.basis, idea, idea.evidence.monthly, formatMarketSize) : []).map((r) => [
      r.key,
      r,
    ]),
  );

/** The row headers stay in view while the ideas scroll sideways (a phone shows about one column). */
const pinned = "sticky left-0 z-10 bg-white shadow-[1px_0_0_#e2e8f0]";

/**
 * /compare: two to four ideas side by side in one table, the ideas as columns (their titles the
 * column headers) and each score, the evidence, builders, category and market size as a row with
 * its header. The table scrolls sideways inside a focusable region, the row headers pinned.
 */
export function ComparePage({ ideas }: { ideas: IdeaDetails[] }) {
  const scaleMax = sharedScale(ideas.map((i) => i.evidence?.monthly ?? null));
  const reasons = ideas.map(reasonsOf);
  return (
    <div className="space-y-4">
      <CompareHeading />
      <div
        role="region"
        aria-labelledby="compare-caption"
        tabIndex={0}
        data-testid="compare-scroller"
        // relative: the screen-reader-only text of the buttons in far columns is clipped with them.
        className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <table className="w-full border-collapse text-left align-top">
          <caption id="compare-caption" className="sr-only">
            {ideas.length} ideas compared: {ideas.map((i) => i.idea_summary).join("; ")}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <td className={`${pinned} w-28 min-w-28 p-3 sm:w-40 sm:min-w-40`} />
              {ideas.map((idea) => (
                <th key={idea.id} scope="col" className="min-w-60 p-3 align-top sm:min-w-64">
                  <span className="block text-base font-semibold leading-snug text-slate-900">{idea.idea_summary}</span>
                  <span className="mt-2 flex flex-wrap gap-2 font-normal">
                    <SaveButton ideaId={idea.id} title={idea.idea_summary} />
                    <CompareToggle ideaId={idea.id} title={idea.idea_summary} />
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows(scaleMax).map((row) => (
              <tr key={row.label} className="border-b border-slate-100 last:border-0">
                <th scope="row" className={`${pinned} p-3 align-top text-sm font-semibold text-slate-800`}>
                  {row.label}
                </th>
                {ideas.map((idea, index) => (
                  <td key={idea.id} className="p-3 align-top">
                    {row.cell(idea, reasons[index]!)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function CompareHeading() {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">Compare ideas</h1>
        <p className="mt-1 text-sm text-slate-600">Reading ideas here spends no credits.</p>
      </div>
      <Link href="/saved" className={linkClass}>
        Back to Saved
      </Link>
    </div>
  );
}

/** /compare when the ideas cannot be shown: the reason and the ways back. */
export function CompareRefused({ message }: { message: string }) {
  return (
    <div className="space-y-4">
      <CompareHeading />
      <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-sm text-amber-900">
        <p className="font-semibold">{message}</p>
        <p className="mt-1">
          Pick two to four ideas with Compare on the Idea Board, in your Deep Search results or in Saved. Only ideas you
          have been shown can be compared.
        </p>
      </div>
    </div>
  );
}
