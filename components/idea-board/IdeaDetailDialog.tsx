"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactElement } from "react";
import type { IdeaView } from "@/lib/contracts/ideas";
import { ClaimButton } from "./ClaimButton";
import { IdeaDetailBody } from "./IdeaDetailBody";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import { dialogClass, overlayClass } from "@/components/ui/dialog-styles";
import type { Claim } from "./use-claim";
import { useIdea } from "./use-idea";

interface Props {
  idea: IdeaView;
  claim: Claim;
  /** The button that opens the dialog; focus returns to it on close. */
  children: ReactElement;
}

/**
 * The idea in full: every score, the analysis, the anonymised complaint,
 * the evidence behind it and the claim button. The card's data shows at once;
 * GET /api/ideas/{id} refreshes it and brings the evidence, in the same answer.
 */
export function IdeaDetailDialog({ idea: fromCard, claim, children }: Props) {
  const [open, setOpen] = useState(false);
  const { idea: fresh, error } = useIdea(fromCard.id, open);
  const idea = fresh ?? fromCard;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={`${dialogClass} max-w-2xl`}>
          {/* First in the dialog, so it takes the focus on opening: an Enter pressed out of habit
              closes the dialog, where on the claim button it would claim or release the idea. */}
          <DialogCloseButton placement="corner" />
          <IdeaDetailBody idea={idea} failed={Boolean(error)} />
          <div className="mt-6 flex justify-end border-t border-slate-100 pt-4">
            <ClaimButton claim={claim} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
