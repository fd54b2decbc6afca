"use client";

import { useState } from "react";
import type { SupportCategory } from "@/lib/domain/support/fields";
import { SupportForm } from "./SupportForm";
import { SupportSuccess } from "./SupportSuccess";
import type { SentRequest } from "./use-support-form";

/** /support: the form, then the success screen in its place. */
export function SupportPage({
  initialEmail,
  initialCategory,
}: {
  initialEmail: string;
  initialCategory: SupportCategory | "";
}) {
  const [sent, setSent] = useState<SentRequest | null>(null);
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        {sent ? (
          <SupportSuccess sent={sent} />
        ) : (
          <SupportForm initialEmail={initialEmail} initialCategory={initialCategory} onSent={setSent} />
        )}
      </div>
    </div>
  );
}
