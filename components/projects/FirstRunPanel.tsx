import Link from "next/link";
import { FIRST_RUN_TEXT, FIRST_RUN_TITLE } from "@/lib/domain/projects/messages";
import { WAYS_IN } from "./ways-in";

/**
 * What a new user (never a project) sees on /projects instead of an empty list: what a project
 * is, and the two ways to the idea that starts one.
 */
export function FirstRunPanel() {
  return (
    <section
      aria-labelledby="first-run-title"
      className="rounded-xl border border-slate-200 bg-white px-6 py-10 shadow-sm"
    >
      <div className="mx-auto max-w-2xl text-center">
        <h2 id="first-run-title" className="text-xl font-semibold text-slate-900">
          {FIRST_RUN_TITLE}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{FIRST_RUN_TEXT}</p>
      </div>
      <ul className="mx-auto mt-8 grid max-w-2xl gap-4 sm:grid-cols-2">
        {WAYS_IN.map((way) => (
          <li key={way.href} className="flex">
            <Link
              href={way.href}
              className="block w-full rounded-xl border border-slate-200 p-5 transition-colors hover:border-brand-300 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="block text-base font-semibold text-brand-700">{way.label}</span>
              <span className="mt-1 block text-sm text-slate-600">{way.description}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
