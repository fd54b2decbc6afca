"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { secondaryButtonClass } from "@/components/ui/Button";

// The dialog's code (Radix dialog, form) loads when the button is first pressed, off the page's first load.
const SaveSearchDialog = dynamic(() => import("./SaveSearchDialog").then((m) => m.SaveSearchDialog), { ssr: false });

interface Props {
  /** The search to save: its query parameters as /results reads them. */
  params: URLSearchParams;
  className?: string;
}

/** 'Save search': opens the dialog that names and saves the current Deep Search. */
export function SaveSearchButton({ params, className = secondaryButtonClass }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        Save search
      </button>
      {open ? <SaveSearchDialog params={params} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
