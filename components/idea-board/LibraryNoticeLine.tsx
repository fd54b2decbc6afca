import type { LibraryNotice } from "@/lib/domain/ideas/library-notice";

/** One quiet line: sample data outside production, the sources' credits in production. */
export function LibraryNoticeLine({ notice, className = "" }: { notice: LibraryNotice; className?: string }) {
  if (!notice) return null;
  return (
    <p data-library-notice={notice.kind} className={`text-xs text-slate-600 ${className}`}>
      {notice.text}
    </p>
  );
}
