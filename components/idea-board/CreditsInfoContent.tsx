"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { primaryButtonClass } from "@/components/ui/Button";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import { dialogClass, dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import { BOARD_SIZE } from "@/lib/domain/ideas/board-size";
import type { UsageLine } from "@/lib/domain/usage/limits";
import { CREDITS_INFO_TITLE } from "./messages";

function planLine(line: UsageLine | undefined): string {
  if (!line) return "Your plan sets how many Idea Board credits you get each day.";
  if (line.limit === "unlimited")
    return "Your plan includes unlimited Idea Board credits, so you can shuffle as often as you like.";
  const shuffles = Math.floor(line.limit / BOARD_SIZE);
  return `Your plan includes ${line.limit} Idea Board credits a day: ${shuffles} ${shuffles === 1 ? "shuffle" : "shuffles"}.`;
}

interface Props {
  line: UsageLine | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: (event: Event) => void;
}

/** The 'Idea Board Credits System' popup (loaded on first open, see CreditsInfoDialog). */
export function CreditsInfoContent({ line, open, onOpenChange, returnFocus }: Props) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={`${dialogClass} max-w-md`} onCloseAutoFocus={returnFocus}>
          <Dialog.Title className={dialogTitleClass}>{CREDITS_INFO_TITLE}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
              <p>
                Each shuffle draws {BOARD_SIZE} new ideas and uses {BOARD_SIZE} credits, one for each idea shown.
              </p>
              <p>{planLine(line)}</p>
              <p>
                Credits reset at midnight, your local time. Ideas you have already been shown are not drawn again until
                you have seen every idea matching your filters.
              </p>
            </div>
          </Dialog.Description>
          <div className="mt-6 flex justify-end">
            <Dialog.Close className={primaryButtonClass}>Got it</Dialog.Close>
          </div>
          <DialogCloseButton placement="corner" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
