"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import type { Claim } from "./use-claim";

const ReleaseContent = dynamic(() => import("./ReleaseContent").then((m) => m.ReleaseContent), { ssr: false });

/**
 * The question before releasing an idea whose project has milestones or notes: what the project
 * holds and that it stays in My Projects. 'Keep Claim' (or Escape) changes nothing; focus goes
 * back to the claim button that asked. Its code loads when the question is first asked.
 */
export function ReleaseDialog({ claim }: { claim: Claim }) {
  const [asked, setAsked] = useState(false);
  // Once asked, the dialog stays mounted (open or closed), as it was before it loaded on demand.
  if (claim.question !== null && !asked) setAsked(true);
  return asked ? <ReleaseContent claim={claim} /> : null;
}
