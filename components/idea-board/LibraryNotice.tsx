"use client";

import { createContext, useContext } from "react";
import type { LibraryNotice as Notice } from "@/lib/domain/ideas/library-notice";
import { LibraryNoticeLine } from "./LibraryNoticeLine";

const LibraryNoticeContext = createContext<Notice>(null);

/** Gives the pages below it the notice about the library's origin, read once on the server. */
export function LibraryNoticeProvider({ notice, children }: { notice: Notice; children: React.ReactNode }) {
  return <LibraryNoticeContext.Provider value={notice}>{children}</LibraryNoticeContext.Provider>;
}

/** The line from the provider's notice (the idea details dialog). */
export function ProvidedLibraryNotice({ className }: { className?: string }) {
  return <LibraryNoticeLine notice={useContext(LibraryNoticeContext)} className={className} />;
}
