"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactElement } from "react";
import type { IdeaView } from "@/lib/server/ideas/view";
import { ClaimButton } from "./ClaimButton";
import { CloseIcon, categoryBadgeClass, closeIconButtonClass, dialogClass, dialogTitleClass, overlayClass } from "./styles";
import { AiScoreGauge, IdeaFacts, ScoreBars } from "./IdeaScores";
import type { Claim } from "./use-claim";
import { useIdea } from "./use-idea";

interface Props {
  idea: IdeaView;
  claim: Claim;
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactElement;
}

const subheadingClass = "text-sm font-semibold uppercase tracking-wide text-slate-700";

/**
 * The idea in full (issue 5, 'Idea detail'): every score, the analysis, the anonymised complaint
 * and the claim button. The card's data shows at once; GET /api/ideas/{id} refreshes it.
 */
export function IdeaDetailDialog({ idea: fromCard, claim, children }: Props) {
  const [open, setOpen] = useState(false);
  const { idea: fresh } = useIdea(fromCard.id, open);
  const idea = fresh ?? fromCard;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={`${dialogClass} max-w-2xl`}>
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

          <div className="mt-6 flex justify-end border-t border-slate-100 pt-4">
            <ClaimButton claim={claim} />
          </div>
          <Dialog.Close aria-label="Close" className={closeIconButtonClass}>
            <CloseIcon />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
