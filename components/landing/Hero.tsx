import Link from "@/components/ui/PublicLink";
import { LIFETIME_REFUND_DAYS } from "@/lib/domain/billing/plans";
import type { LandingTeaser } from "@/lib/contracts/ideas";
import { scoreColor } from "@/components/ui/score-color";

/**
 * The hero, with a live teaser of real ideas (title, category, AI score); none when the library is
 * empty. It states the library's real size (published ideas, from the database), no number when
 * it is unknown or empty.
 */
export function Hero({ ideas, ideaCount }: { ideas: LandingTeaser[]; ideaCount: number }) {
  const count = ideaCount > 0 ? `${ideaCount.toLocaleString("en-US")} ` : "";
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 py-16 mobile:grid-cols-[1.15fr_1fr] mobile:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-brand-100 bg-white px-3 py-1 text-sm font-medium text-brand-700">
            <span aria-hidden="true" className="h-2 w-2 rounded-full bg-green-600" />
            <span data-testid="idea-count">
              {count ? `${count}ideas, scored by AI` : "Startup ideas, scored by AI"}
            </span>
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-balance text-4xl font-extrabold tracking-tight text-slate-900 mobile:text-5xl lg:text-6xl"
          >
            Build what people are <span className="text-brand-600">already asking for</span>
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-600">
            Browse {count}startup ideas distilled from real, anonymised forum complaints and scored by AI for demand,
            simplicity, innovation and market size. Claim the best one and run it as a project with milestones and
            notes.
          </p>
          <div className="mt-8 flex flex-col gap-3 min-[400px]:flex-row">
            <Link
              href="#pricing"
              className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
            >
              See pricing
            </Link>
            <Link
              href="/login"
              className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 transition-colors hover:border-slate-400 hover:bg-slate-50"
            >
              Log in
            </Link>
          </div>
          <p className="mt-6 text-sm text-slate-600">
            Secure checkout with Stripe. Lifetime plan refundable within {LIFETIME_REFUND_DAYS} days.
          </p>
        </div>

        {ideas.length > 0 && <LivePreview ideas={ideas} />}
      </div>
    </section>
  );
}

function LivePreview({ ideas }: { ideas: LandingTeaser[] }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-brand-900/5">
      <figcaption className="flex items-center justify-between text-sm">
        <span className="font-semibold text-slate-900">Idea Board</span>
        <span className="text-slate-600">Live sample</span>
      </figcaption>
      <ul className="mt-4 space-y-3">
        {/* Index keys: a server-rendered list that never reorders, and titles need not be unique. */}
        {ideas.map((idea, i) => (
          <li key={i} className="flex items-center gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3">
            <div className="min-w-0 flex-1">
              <p className="text-sm font-semibold text-slate-900">{idea.title}</p>
              <p className="text-xs text-slate-600">{idea.category}</p>
            </div>
            <p className="flex shrink-0 items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-sm font-semibold tabular-nums text-slate-900 ring-1 ring-slate-200">
              <span
                aria-hidden="true"
                className="h-2.5 w-2.5 rounded-full"
                style={{ backgroundColor: scoreColor(idea.overall) }}
              />
              <span className="sr-only">AI score </span>
              {idea.overall}
            </p>
          </li>
        ))}
      </ul>
    </figure>
  );
}
