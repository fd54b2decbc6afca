import Link from "@/components/ui/PublicLink";

export interface LegalSection {
  id: string;
  title: string;
  content: React.ReactNode;
}

/** Typography for legal text, applied to plain elements so the pages stay readable JSX. */
const PROSE = [
  "text-slate-700",
  "[&_h2]:mt-12 [&_h2]:scroll-mt-20 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900",
  "[&_h3]:mt-6 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_p]:mt-4 [&_p]:leading-relaxed",
  "[&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_li]:leading-relaxed",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900",
  "[&_strong]:font-semibold [&_strong]:text-slate-900",
].join(" ");

/** A legal page: title, last-updated date, table of contents and numbered sections. */
export function LegalDocument({
  title,
  updated,
  updatedIso,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  updatedIso: string;
  intro: React.ReactNode;
  sections: LegalSection[];
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 mobile:py-16">
      <header className="border-b border-slate-200 pb-8">
        <h1 className="text-4xl font-extrabold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          Last updated: <time dateTime={updatedIso}>{updated}</time>
        </p>
        <div className={`${PROSE} text-lg`}>{intro}</div>
      </header>

      <nav aria-label="Table of contents" className="mt-8 rounded-xl bg-slate-50 p-6">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">On this page</h2>
        <ol className="mt-3 grid list-decimal gap-x-8 gap-y-2 pl-5 text-sm text-slate-700 sm:grid-cols-2">
          {sections.map((section) => (
            <li key={section.id}>
              <Link href={`#${section.id}`} className="font-medium text-brand-700 underline-offset-4 hover:underline">
                {section.title}
              </Link>
            </li>
          ))}
        </ol>
      </nav>

      <div className={PROSE}>
        {sections.map((section, index) => (
          <section key={section.id} aria-labelledby={section.id}>
            <h2 id={section.id}>
              {index + 1}. {section.title}
            </h2>
            {section.content}
          </section>
        ))}
      </div>
    </article>
  );
}
