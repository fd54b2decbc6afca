import type { LandingFeatured } from "@/lib/contracts/ideas";
import { SampleIdeaCard } from "./SampleIdeaCard";

const FEATURES = [
  {
    title: "Idea Board",
    body: "Shuffle eight random ideas at a time and tune the mix with sliders for innovation, simplicity and demand. Great for a quick hit of inspiration.",
    icon: "M4 5a1 1 0 0 1 1-1h5v7H4V5Zm10-1h5a1 1 0 0 1 1 1v4h-6V4ZM4 13h6v7H5a1 1 0 0 1-1-1v-6Zm10-2h6v8a1 1 0 0 1-1 1h-5v-9Z",
  },
  {
    title: "Deep Search",
    body: "Search the whole library by keyword, category and score range, and include or exclude words in titles, summaries and quotes. Results you have already seen never cost a credit again.",
    icon: "M10.5 4a6.5 6.5 0 0 1 5.2 10.4l4 4a1 1 0 0 1-1.4 1.4l-4-4A6.5 6.5 0 1 1 10.5 4Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z",
  },
  {
    title: "Projects with milestones",
    body: "Claim an idea and it becomes a project. Break it into milestones, drag them into order, tick them off and keep notes while the progress bar fills up.",
    icon: "M5 4h14a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1Zm2.7 7.3-1.4 1.4 3.2 3.2 7.2-7.2-1.4-1.4-5.8 5.8-1.8-1.8Z",
  },
  {
    title: "AI scores",
    body: "Every idea comes with an AI score plus demand, simplicity, innovation and market size, and shows how many founders are already building it, so you can skip crowded ideas.",
    icon: "M5 20a1 1 0 0 1-1-1v-5h3v6H5Zm5 0v-9h3v9h-3Zm6 0V6h3a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1h-3ZM4 11V9l5-4 4 3 6-4v2.4l-6 4-4-3-5 3.6Z",
  },
];

/** The features, beside one featured idea from the library (left out when the library is empty). */
export function Features({ featured }: { featured: LandingFeatured | null }) {
  return (
    <section id="features" aria-labelledby="features-title" className="scroll-mt-20 bg-slate-50 py-20 mobile:py-28">
      <div className="mx-auto max-w-6xl px-4">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Features</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 mobile:text-4xl">
            From a real complaint to your next project
          </h2>
          <p className="mt-4 text-lg leading-relaxed text-slate-600">
            Problems people describe in public forums, turned into concrete startup ideas, scored so you can compare
            them at a glance, and ready to run as projects.
          </p>
        </div>
        <div className="mt-14 grid items-start gap-12 mobile:grid-cols-2">
          <ul className="grid gap-8">
            {FEATURES.map((feature) => (
              <li key={feature.title} className="flex gap-4">
                <span
                  aria-hidden="true"
                  className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-brand-600 text-white"
                >
                  <svg viewBox="0 0 24 24" className="h-6 w-6 fill-current">
                    <path fillRule="evenodd" d={feature.icon} />
                  </svg>
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{feature.title}</h3>
                  <p className="mt-1 leading-relaxed text-slate-600">{feature.body}</p>
                </div>
              </li>
            ))}
          </ul>
          {featured && <FeaturedIdea idea={featured} />}
        </div>
      </div>
    </section>
  );
}

function FeaturedIdea({ idea }: { idea: LandingFeatured }) {
  return (
    <div className="mobile:sticky mobile:top-24">
      <SampleIdeaCard idea={idea} />
      <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
        <span>Scores run from</span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-red-600" /> low
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-yellow-500" /> medium
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2.5 w-2.5 rounded-full bg-green-600" /> high
        </span>
      </p>
    </div>
  );
}
