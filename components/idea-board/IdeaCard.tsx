"use client";

import { useId, useState } from "react";
import type { IdeaView } from "@/lib/contracts/ideas";
import { EvidenceLine } from "./EvidenceLine";
import { IdeaCardActions } from "./IdeaCardActions";
import { categoryBadgeClass } from "./styles";
import { AiScoreGauge, IdeaFacts, ScoreBars } from "./IdeaScores";
import { useClaim } from "./use-claim";

interface Props {
  idea: IdeaView;
  onDeveloping: (id: number, numberDeveloping: number) => void;
}

/**
 * One idea on the board: title, category, AI score gauge, scores, the evidence line (mentions and
 * trend), market size, developing count and launch posts, description, an expandable analysis,
 * 'View details' (the detail dialog) and the claim button.
 */
export function IdeaCard({ idea, onDeveloping }: Props) {
  const id = useId();
  const [analysisOpen, setAnalysisOpen] = useState(false);
  const claim = useClaim(idea.id, (n) => onDeveloping(idea.id, n));

  return (
    <article
      aria-labelledby={`${id}-title`}
      data-idea-id={idea.id}
      className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-4">
        <div className="min-w-0 flex-1">
          <span className={categoryBadgeClass}>
            <span className="sr-only">Category: </span>
            <span>{idea.category}</span>
          </span>
          <h3 id={`${id}-title`} className="mt-2 text-base font-semibold leading-snug text-slate-900">
            {idea.idea_summary}
          </h3>
        </div>
        <AiScoreGauge value={idea.overall} />
      </div>

      <p className="text-sm leading-relaxed text-slate-700">{idea.idea_details}</p>
      <ScoreBars idea={idea} />
      <div className="space-y-1.5">
        <EvidenceLine summary={idea.evidence_summary} />
        <IdeaFacts idea={idea} />
      </div>

      <div>
        <button
          type="button"
          aria-expanded={analysisOpen}
          aria-controls={`${id}-analysis`}
          onClick={() => setAnalysisOpen((open) => !open)}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline-offset-4 hover:underline"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-4 w-4 fill-current transition-transform motion-reduce:transition-none ${analysisOpen ? "rotate-90" : ""}`}
          >
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4Z" />
          </svg>
          {analysisOpen ? "Hide analysis" : "Show analysis"}
        </button>
        <div
          id={`${id}-analysis`}
          hidden={!analysisOpen}
          className="mt-2 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-700"
        >
          {idea.analysis}
        </div>
      </div>

      <IdeaCardActions idea={idea} claim={claim} className="mt-auto" />
    </article>
  );
}
