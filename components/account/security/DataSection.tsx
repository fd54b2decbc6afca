import { secondaryButtonClass } from "@/components/ui/Button";
import { sectionClass, sectionHeadingClass } from "../styles";

/** "Download my data": a JSON file of everything the privacy page says is collected. */
export function DataSection() {
  return (
    <section id="your-data" aria-labelledby="your-data-title" className={sectionClass}>
      <h2 id="your-data-title" className={sectionHeadingClass}>
        Your data
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        A JSON file of your account, subscription, invoices, projects, milestones, notes, saved items and usage.
      </p>
      <a href="/accounts/export-data/" download className={`${secondaryButtonClass} mt-4`}>
        Download my data
      </a>
    </section>
  );
}
