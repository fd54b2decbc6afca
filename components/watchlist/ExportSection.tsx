import { cardClass } from "@/components/ui/Card";
import { EXPORT_USE_NOTE, ExportLinks } from "./ExportLinks";

/** The account page's 'Export your data': the saved ideas and the projects as CSV or JSON. */
export function ExportSection() {
  return (
    <section aria-labelledby="export-title" className={cardClass}>
      <h2 id="export-title" className="text-lg font-semibold text-slate-900">
        Export your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">{EXPORT_USE_NOTE}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="text-sm font-semibold text-slate-800">Saved ideas</h3>
          <ExportLinks data="saved" className="mt-2" />
        </div>
        <div>
          <h3 className="text-sm font-semibold text-slate-800">Projects, with milestones, progress and notes</h3>
          <ExportLinks data="projects" className="mt-2" />
        </div>
      </div>
    </section>
  );
}
