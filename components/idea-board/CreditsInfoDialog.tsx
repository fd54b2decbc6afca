"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { primaryButtonClass } from "@/components/ui/Button";
import type { UsageLine } from "@/lib/domain/usage/limits";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import { dialogClass, dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import { CREDITS_INFO_TITLE } from "./messages";

const PER_SHUFFLE = 8;

function planLine(line: UsageLine | undefined): string {
  if (!line) return "Your plan sets how many Idea Board credits you get each day.";
  if (line.limit === "unlimited")
    return "Your plan includes unlimited Idea Board credits, so you can shuffle as often as you like.";
  const shuffles = Math.floor(line.limit / PER_SHUFFLE);
  return `Your plan includes ${line.limit} Idea Board credits a day: ${shuffles} ${shuffles === 1 ? "shuffle" : "shuffles"}.`;
}

/** The info button next to the counter and its 'Idea Board Credits System' popup. */
export function CreditsInfoDialog({ line }: { line: UsageLine | undefined }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger
        aria-label="About Idea Board credits"
        className="inline-flex h-8 w-8 items-center justify-center rounded-full border border-slate-300 bg-white text-sm font-bold text-slate-700 shadow-sm hover:bg-slate-50"
      >
        <span aria-hidden="true" className="font-serif italic">
          i
        </span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        <Dialog.Content className={`${dialogClass} max-w-md`}>
          <Dialog.Title className={dialogTitleClass}>{CREDITS_INFO_TITLE}</Dialog.Title>
          <Dialog.Description asChild>
            <div className="mt-3 space-y-3 text-sm leading-relaxed text-slate-700">
              <p>
                Each shuffle draws {PER_SHUFFLE} new ideas and uses {PER_SHUFFLE} credits, one for each idea shown.
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
