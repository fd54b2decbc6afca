"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { IdeaDetailContent } from "@/components/idea-board/IdeaDetailContent";
import { useClaim } from "@/components/idea-board/use-claim";
import { Loading } from "@/components/ui/Loading";
import { Modal } from "@/components/ui/Modal";
import { FormAlert } from "@/components/ui/FormAlert";
import type { IdeaDetails } from "@/lib/contracts/ideas";
import { localDate } from "@/lib/domain/projects/display";
import { refreshUsage } from "@/lib/client/use-usage";
import { openDigestIdea } from "../use-saved-searches";

type State = { status: "loading" } | { status: "ready"; idea: IdeaDetails } | { status: "failed"; message: string };

/**
 * An idea opened from a saved-search digest (/search?alert_idea=ID): viewed as a Deep Search
 * result, so it spends a search credit as usual (none when already viewed today); out of credits
 * or no longer available, the server's message shows. Closing drops the idea from the URL.
 */
export function DigestIdeaDialog({ ideaId }: { ideaId: number }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ status: "loading" });
  const close = () => router.replace("/search");

  useEffect(() => {
    let current = true;
    void openDigestIdea(ideaId, localDate()).then((result) => {
      if (!current) return;
      setState(
        result.ok ? { status: "ready", idea: result.value.idea } : { status: "failed", message: result.message },
      );
      if (result.ok) void refreshUsage();
    });
    return () => {
      current = false;
    };
  }, [ideaId]);

  if (state.status === "ready") return <OpenIdea idea={state.idea} onClose={close} />;
  return (
    <Modal title="Idea from your alert" closing={false} onRequestClose={close}>
      {state.status === "loading" ? <Loading label="Opening the idea..." /> : <FormAlert message={state.message} />}
    </Modal>
  );
}

function OpenIdea({ idea, onClose }: { idea: IdeaDetails; onClose: () => void }) {
  const claim = useClaim(idea.id, () => undefined);
  return (
    <IdeaDetailContent
      idea={idea}
      failed={false}
      claim={claim}
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      returnFocus={() => undefined}
    />
  );
}
