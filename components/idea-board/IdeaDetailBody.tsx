"use client";

import * as Dialog from "@radix-ui/react-dialog";
import type { IdeaDetails, IdeaView } from "@/lib/contracts/ideas";
import { EvidenceSection } from "./EvidenceSection";
import { AiScoreGauge, IdeaFacts, ScoreBars } from "./IdeaScores";
import { dialogTitleClass } from "@/components/ui/dialog-styles";
import { categoryBadgeClass, subheadingClass } from "./styles";
import { WhyThisScore } from "./WhyThisScore";
import { ProvidedLibraryNotice } from "./LibraryNotice";

export const LOADING_EVIDENCE = "Loading the evidence...";
export const EVIDENCE_FAILED = "The evidence could not be loaded. Close and open the details to try again.";

/**
 * An idea in full, inside a Radix dialog's content (its title and description are the dialog's):
 * category, summary, AI score, details, every score, the anonymised complaint, the evidence behind
 * it with 'Why this score' (only for an idea with pipeline evidence) and the analysis.
 * Shared by the board's detail dialog and the project's idea dialog. `idea` may be a card's idea
 * while the details load: its evidence then shows as loading when the card says there is some
 * (or as failed, `failed`).
 */
export function IdeaDetailBody({ idea, failed = false }: { idea: IdeaView | IdeaDetails; failed?: boolean }) {
  const prefix = `idea-${idea.id}`;
  const evidence = "evidence" in idea ? idea.evidence : undefined;
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
      <Dialog.Description className="mt-3 text-sm leading-relaxed text-slate-700">
        {idea.idea_details}
      </Dialog.Description>

      <div className="mt-5 grid gap-5 sm:grid-cols-2">
        <section aria-label="Scores" className="space-y-4">
          <ScoreBars idea={idea} />
          <IdeaFacts idea={idea} explained />
        </section>
        <section aria-labelledby={`${prefix}-complaint`}>
          <h3 id={`${prefix}-complaint`} className={subheadingClass}>
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

      {evidence ? (
        <>
          <EvidenceSection evidence={evidence} id={prefix} />
          <WhyThisScore evidence={evidence} scores={idea} id={prefix} />
        </>
      ) : evidence === undefined && idea.evidence_summary ? (
        <p
          role="status"
          className={`mt-6 rounded-lg bg-slate-50 px-4 py-6 text-center text-sm text-slate-600 ${failed ? "" : "animate-pulse motion-reduce:animate-none"}`}
        >
          {failed ? EVIDENCE_FAILED : LOADING_EVIDENCE}
        </p>
      ) : null}

      <section aria-labelledby={`${prefix}-analysis`} className="mt-6">
        <h3 id={`${prefix}-analysis`} className={subheadingClass}>
          Analysis
        </h3>
        <p className="mt-2 text-sm leading-relaxed text-slate-700">{idea.analysis}</p>
      </section>
      <ProvidedLibraryNotice className="mt-6" />
    </>
  );
}
