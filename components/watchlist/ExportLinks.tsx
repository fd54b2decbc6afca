import { secondaryButtonClass } from "@/components/ui/Button";
import type { ExportData } from "@/lib/domain/watchlist/exports";

const WHAT: Record<ExportData, string> = { saved: "saved ideas", projects: "projects" };

/**
 * Downloads of the user's own data (GET /api/export): CSV for a spreadsheet, JSON for a program.
 * Plain links: the browser saves the file, no script needed.
 */
export function ExportLinks({ data, className = "" }: { data: ExportData; className?: string }) {
  const href = (format: "csv" | "json") => `/api/export?data=${data}&format=${format}`;
  return (
    <div role="group" aria-label={`Export ${WHAT[data]}`} className={`flex flex-wrap items-center gap-2 ${className}`}>
      <a href={href("csv")} download className={secondaryButtonClass}>
        Export CSV<span className="sr-only"> of your {WHAT[data]}</span>
      </a>
      <a href={href("json")} download className={secondaryButtonClass}>
        Export JSON<span className="sr-only"> of your {WHAT[data]}</span>
      </a>
    </div>
  );
}

/** Said beside the export links: what the files may be used for. */
export const EXPORT_USE_NOTE = "Exports are for your own use. The terms prohibit republishing ideas.";
