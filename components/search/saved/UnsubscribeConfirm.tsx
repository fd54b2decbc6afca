import { useState } from "react";
import Link from "@/components/ui/PublicLink";
import { primaryButtonClass } from "@/components/ui/Button";
import { FormAlert } from "@/components/ui/FormAlert";
import { Spinner } from "@/components/ui/Spinner";
import { UNSUBSCRIBE_LINK_INVALID } from "@/lib/domain/saved-searches/limits";

interface Props {
  token: string;
  /** Null when the link's signature does not verify. */
  frequency: "daily" | "weekly" | null;
}

const UNSUBSCRIBE_FAILED = "We could not unsubscribe you just now. Please try again.";

/**
 * /unsubscribe?token=...: the page a digest's unsubscribe link opens, signed in or not. Opening it
 * changes nothing (link scanners open links too); the button sends the same one-click POST a mail
 * client sends (RFC 8058), then the page confirms.
 */
export function UnsubscribeConfirm({ token, frequency }: Props) {
  const [state, setState] = useState<"idle" | "busy" | "done" | "failed">("idle");
  if (!frequency)
    return (
      // A damaged link: the alerts can still be turned off by hand, signed in.
      <div className="space-y-3 text-slate-700">
        <FormAlert message={UNSUBSCRIBE_LINK_INVALID} />
        <p>You can turn alerts off under Saved searches in Deep Search.</p>
        <Link href="/search" className="font-semibold text-brand-700 hover:text-brand-900">
          Go to Deep Search
        </Link>
      </div>
    );

  const unsubscribe = async () => {
    setState("busy");
    try {
      const res = await fetch(`/api/saved-searches/unsubscribe/?token=${encodeURIComponent(token)}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      });
      setState(res.ok ? "done" : "failed");
    } catch {
      setState("failed");
    }
  };

  if (state === "done")
    return (
      <div role="status" className="space-y-3 text-slate-700">
        <p className="text-lg font-semibold text-slate-900">You are unsubscribed.</p>
        <p>You will no longer get {frequency} saved-search alert emails. You can turn alerts back on in Deep Search.</p>
        <Link href="/search" className="font-semibold text-brand-700 hover:text-brand-900">
          Go to Deep Search
        </Link>
      </div>
    );
  return (
    <div className="space-y-4 text-slate-700">
      <p>Stop the {frequency} emails about new ideas that match your saved searches?</p>
      {state === "failed" ? <FormAlert message={UNSUBSCRIBE_FAILED} /> : null}
      <button
        type="button"
        onClick={unsubscribe}
        disabled={state === "busy"}
        aria-busy={state === "busy"}
        className={primaryButtonClass}
      >
        {state === "busy" ? <Spinner /> : null}
        Unsubscribe
      </button>
    </div>
  );
}
