"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { IdeaView } from "@/lib/server/ideas/view";
import { AiScoreGauge, IdeaFacts, ScoreBars } from "./IdeaScores";
import { categoryBadgeClass, dialogTitleClass } from "./styles";

const subheadingClass = "text-sm font-semibold uppercase tracking-wide text-slate-700";

/**
 * An idea in full, inside a Radix dialog's content (its title and description are the dialog's):
 * category, summary, AI score, details, every score, the anonymised complaint and the analysis.
 * Shared by the board's detail dialog and the project's idea dialog.
 */
export function IdeaDetailBody({ idea }: { idea: IdeaView }) {
  return (
    <>
      <div className="flex items-start gap-4 pr-8">
        <div className="min-w-0 flex-1">
          <p className={categoryBadgeClass}>
            <span className="sr-only">Category: </span>
            <span>{idea.category}</span>
          </p>
          <Dialog.Title className={`mt-2 ${dialogTitleClass}`}>{idea.idea_summary}</Dialog.Title>
        </div>
        <AiScoreGauge value={idea.overall} size={80} />
      </div>
      <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">{idea.idea_details}</Dialog.Description>

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <section aria-label="Scores" className="space-y-4">
          <ScoreBars idea={idea} />
          <IdeaFacts idea={idea} />
        </section>
        <section aria-labelledby={`idea-${idea.id}-complaint`}>
          <h3 id={`idea-${idea.id}-complaint`} className={subheadingClass}>
            The complaint behind it
          </h3>
          <figure className="mt-2 rounded-r-xl border-l-4 border-brand-500 bg-slate-50 p-4">
            <blockquote className="text-sm italic leading-relaxed text-slate-700">
              <p>{idea.complaint_summary}</p>
            </blockquote>
            <figcaption className="mt-2 text-xs text-slate-600">Paraphrased and anonymised</figcaption>
          </figure>
        </section>
      </div>

      <section aria-labelledby={`idea-${idea.id}-analysis`} className="mt-5">
        <h3 id={`idea-${idea.id}-analysis`} className={subheadingClass}>
          Analysis
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{idea.analysis}</p>
      </section>
    </>
  );
}
