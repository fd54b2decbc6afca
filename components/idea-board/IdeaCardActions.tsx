"use client";

import { secondaryButtonClass } from "@/components/ui/Button";
import type { IdeaView } from "@/lib/contracts/ideas";
import { CompareToggle } from "@/components/watchlist/CompareToggle";
import { SaveButton } from "@/components/watchlist/SaveButton";
import { ClaimButton } from "./ClaimButton";
import { IdeaDetailDialog } from "./IdeaDetailDialog";
import { ReleaseDialog } from "./ReleaseDialog";
import type { Claim } from "./use-claim";

/**
 * The foot of an idea card, the same on the Idea Board and in Deep Search results: 'View details'
 * (the detail dialog, which carries the claim button too) and the card's claim button, plus the
 * one question a release of a project with work asks, from the card or from its dialog.
 */
export function IdeaCardActions({ idea, claim, className }: { idea: IdeaView; claim: Claim; className: string }) {
  return (
    <>
      <div
        className={`@container flex flex-wrap items-start justify-between gap-3 border-t border-slate-100 pt-4 ${className}`}
      >
        {/* In a narrow card (three columns at 1280 px) the three buttons keep one row: less padding each. */}
        <div className="flex flex-wrap items-start gap-2 @max-sm:gap-1.5 @max-sm:[&_button]:px-2.5">
          <IdeaDetailDialog idea={idea} claim={claim}>
            <button type="button" className={secondaryButtonClass}>
              View details<span className="sr-only"> of {idea.idea_summary}</span>
            </button>
          </IdeaDetailDialog>
          {/* Keep the idea (no credit, no project slot) and pick it for Compare. */}
          <SaveButton ideaId={idea.id} title={idea.idea_summary} />
          <CompareToggle ideaId={idea.id} title={idea.idea_summary} />
        </div>
        <ClaimButton claim={claim} />
      </div>
      <ReleaseDialog claim={claim} />
    </>
  );
}
