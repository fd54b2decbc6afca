import { formatMonth, seenSpan, type IdeaEvidence } from "@/lib/domain/ideas/evidence";
import { Sparkline } from "./Sparkline";
import { subheadingClass } from "./styles";

/** Communities listed by name; the rest are summed in one line. */
const SHOWN_COMMUNITIES = 8;
const n = (v: number) => v.toLocaleString("en-US");

/**
 * Where the idea comes from: how many mentions by how many people in how many
 * communities, when, the mentions per month, the communities with their counts, and paraphrased
 * quotes with their community and month. Counts and paraphrases only: nothing names a person.
 */
export function EvidenceSection({ evidence: e, id }: { evidence: IdeaEvidence; id: string }) {
  const shown = e.communities.slice(0, SHOWN_COMMUNITIES);
  const rest = e.communities.slice(SHOWN_COMMUNITIES);
  // The chart counts its months only; the fact above counts every mention: say how they agree.
  const inChart = e.monthly.reduce((sum, m) => sum + m.mentions, 0);
  const older = e.mentions - inChart;
  const facts: [string, string][] = [
    ["Mentions, all time", n(e.mentions)],
    ["People", n(e.people)],
    ["Communities", n(e.communities.length)],
    ["Seen", seenSpan(e.first_seen, e.last_seen)],
  ];
  return (
    <>
      <section aria-labelledby={`${id}-evidence`} className="mt-6">
        <h3 id={`${id}-evidence`} className={subheadingClass}>
          Evidence from the forums
        </h3>
        <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {facts.map(([label, value]) => (
            <div key={label} className="rounded-lg bg-slate-50 px-3 py-2">
              <dt className="text-xs text-slate-600">{label}</dt>
              <dd className="text-sm font-semibold tabular-nums text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-2 text-xs text-slate-600">
          Mentions are posts asking for this (a repost counts once); each person counts once however often they posted.
        </p>
        <div className="mt-3">
          <Sparkline months={e.monthly} trend={e.trend} id={`${id}-sparkline`} />
          {older > 0 ? (
            <p data-testid="older-mentions" className="mt-1 text-xs text-slate-600">
              The other {n(older)} of the {n(e.mentions)} mentions are older than these {e.monthly.length} months.
            </p>
          ) : null}
        </div>
        <h4 id={`${id}-communities`} className="mt-4 text-sm font-medium text-slate-800">
          Communities
        </h4>
        <ul aria-labelledby={`${id}-communities`} className="mt-2 flex flex-wrap gap-2">
          {shown.map((c) => (
            <li
              key={c.name}
              data-testid="evidence-community"
              className="inline-flex max-w-full items-center gap-1.5 rounded-full border border-slate-200 px-2.5 py-1 text-xs text-slate-700"
            >
              <span className="truncate">{c.name}</span>
              <span className="font-semibold tabular-nums text-slate-900">
                {n(c.posts)}
                <span className="sr-only"> {c.posts === 1 ? "mention" : "mentions"}</span>
              </span>
            </li>
          ))}
        </ul>
        {rest.length > 0 && (
          <p className="mt-2 text-xs text-slate-600">
            and {n(rest.length)} more {rest.length === 1 ? "community" : "communities"} (
            {n(rest.reduce((s, c) => s + c.posts, 0))} mentions)
          </p>
        )}
      </section>

      {e.quotes.length > 0 && (
        <section aria-labelledby={`${id}-quotes`} className="mt-6">
          <h3 id={`${id}-quotes`} className={subheadingClass}>
            What people say
          </h3>
          <ul className="mt-2 space-y-3">
            {e.quotes.map((q, i) => (
              <li key={i}>
                <figure
                  data-testid="evidence-quote"
                  className="rounded-r-xl border-l-4 border-slate-300 bg-slate-50 px-4 py-3"
                >
                  <blockquote className="text-sm italic leading-relaxed text-slate-700">
                    <p>{q.text}</p>
                  </blockquote>
                  <figcaption className="mt-1.5 text-xs text-slate-600">
                    {q.community} · {formatMonth(q.month)}
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <p className="mt-2 text-xs text-slate-600">Paraphrased and anonymised; no post is copied word for word.</p>
        </section>
      )}
    </>
  );
}
