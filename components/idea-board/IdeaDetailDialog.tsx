"use client";

import dynamic from "next/dynamic";
import { cloneElement, type ButtonHTMLAttributes, type ReactElement, type Ref } from "react";
import { useLazyDialog } from "@/components/ui/lazy-dialog";
import type { IdeaView } from "@/lib/contracts/ideas";
import type { Claim } from "./use-claim";
import { useIdea } from "./use-idea";

const load = () => import("./IdeaDetailContent");
const IdeaDetailContent = dynamic(() => load().then((m) => m.IdeaDetailContent), { ssr: false });

type TriggerProps = ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };

interface Props {
  idea: IdeaView;
  claim: Claim;
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactElement<TriggerProps>;
}

/**
 * The idea in full: every score, the analysis, the anonymised complaint,
 * the evidence behind it and the claim button. The card's data shows at once;
 * GET /api/ideas/{id} refreshes it and brings the evidence, in the same answer.
 * The dialog's code loads when it is first opened (or pointed at).
 */
export function IdeaDetailDialog({ idea: fromCard, claim, children }: Props) {
  const dialog = useLazyDialog(load);
  const { idea: fresh, error } = useIdea(fromCard.id, dialog.open);
  const idea = fresh ?? fromCard;
  return (
    <>
      {cloneElement(children, dialog.triggerProps)}
      {dialog.mounted ? (
        <IdeaDetailContent
          idea={idea}
          failed={Boolean(error)}
          claim={claim}
          open={dialog.open}
          onOpenChange={dialog.setOpen}
          returnFocus={dialog.returnFocus}
        />
      ) : null}
    </>
  );
}
