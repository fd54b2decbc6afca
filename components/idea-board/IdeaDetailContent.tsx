"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import { dialogClass, overlayClass } from "@/components/ui/dialog-styles";
import type { IdeaDetails, IdeaView } from "@/lib/contracts/ideas";
import { SaveButton } from "@/components/watchlist/SaveButton";
import { ClaimButton } from "./ClaimButton";
import { IdeaDetailBody } from "./IdeaDetailBody";
import type { Claim } from "./use-claim";

interface Props {
  idea: IdeaView | IdeaDetails;
  failed: boolean;
  claim: Claim;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
}

/** The idea details dialog itself (loaded on first open, see IdeaDetailDialog). */
export function IdeaDetailContent({ idea, failed, claim, open, onOpenChange, returnFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={`${dialogClass} max-w-2xl`} onCloseAutoFocus={returnFocus}>
          {/* First in the dialog, so it takes the focus on opening: an Enter pressed out of habit
              closes the dialog, where on the claim button it would claim or release the idea. */}
          <DialogCloseButton placement="corner" />
          <IdeaDetailBody idea={idea} failed={failed} />
          <div className="mt-6 flex flex-wrap items-start justify-end gap-3 border-t border-slate-100 pt-4">
            <SaveButton ideaId={idea.id} title={idea.idea_summary} />
            <ClaimButton claim={claim} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
