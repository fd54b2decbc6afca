"use client";

import Link from "@/components/ui/PublicLink";
import { useEffect, useRef } from "react";
import { SUPPORT_REPLY_TIME } from "@/lib/domain/support/fields";
import type { SentRequest } from "./use-support-form";

/** After a sent request: a confirmation email, the reply time, 'Return to Home'. */
export function SupportSuccess({ sent }: { sent: SentRequest }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The form is gone: move focus to the outcome so keyboard and screen-reader users land on it.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section aria-labelledby="support-sent-title" className="space-y-5 text-center">
      <div
        aria-hidden="true"
        className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
      >
        ✓
      </div>
      <h1
        id="support-sent-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-semibold tracking-tight text-slate-900 focus:outline-none"
      >
        Your request has been sent
      </h1>
      <div role="status" className="space-y-2 text-slate-700">
        <p>
          We sent a confirmation email to{" "}
          <strong className="break-words font-semibold text-slate-900">{sent.email}</strong>.
        </p>
        <p>Our team will answer within {SUPPORT_REPLY_TIME}.</p>
        <p className="text-sm text-slate-600">
          Reference #{sent.id}: <span className="break-words">{sent.subject}</span>
        </p>
      </div>
      <Link
        href="/"
        className="inline-flex items-center justify-center rounded-lg bg-brand-600 px-5 py-2.5 text-base font-semibold text-white shadow-sm transition-colors hover:bg-brand-700"
      >
        Return to Home
      </Link>
    </section>
  );
}
