"use client";

import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactElement } from "react";
import useSWR from "swr";
import { Loading } from "@/components/ui/Loading";
import { LoadError } from "@/components/ui/LoadError";
import { getJson } from "@/lib/client/api";
import { IdeaDetailBody } from "@/components/idea-board/IdeaDetailBody";
import { dialogClass, dialogTitleClass, overlayClass } from "@/components/ui/dialog-styles";
import { DialogCloseButton } from "@/components/ui/DialogCloseButton";
import type { IdeaDetails } from "@/lib/contracts/ideas";

export const LOADING_IDEA = "Loading the idea...";
export const projectIdeaKey = (projectId: number) => `/api/projects/${projectId}/idea/`;

interface Props {
  projectId: number;
  /** The dialog's name until the idea has loaded. */
  projectTitle: string;
  /** The project's title, as the button that opens the dialog; focus returns to it on close. */
  children: ReactElement;
}

/**
 * The idea a project came from (a project's title links back to its idea), read-only: no claim button, since the project is the claim. It opens over the details
 * popup (Radix stacks the two: Escape closes this one first) and loads through the project,
 * GET /api/projects/{id}/idea/, which answers only the project's owner.
 */
export function ProjectIdeaDialog({ projectId, projectTitle, children }: Props) {
  const [open, setOpen] = useState(false);
  const {
    data: idea,
    error,
    mutate,
  } = useSWR<IdeaDetails, Error>(open ? projectIdeaKey(projectId) : null, getJson<IdeaDetails>, {
    revalidateOnFocus: false,
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlayClass} />
        {/* Until the idea is there, no description: say so, rather than point at a missing one. */}
        <Dialog.Content className={`${dialogClass} max-w-2xl`} {...(idea ? {} : { "aria-describedby": undefined })}>
          {idea ? (
            <IdeaDetailBody idea={idea} />
          ) : (
            <>
              <Dialog.Title className={`pr-8 ${dialogTitleClass}`}>{projectTitle}</Dialog.Title>
              <div className="mt-4">
                {error ? (
                  <LoadError message={error.message} onRetry={() => void mutate()} />
                ) : (
                  <Loading label={LOADING_IDEA} />
                )}
              </div>
            </>
          )}
          <DialogCloseButton placement="corner" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
