const STEPS = [
  {
    title: "Choose a plan and pay",
    body: "Pick Starter, Pro or Lifetime and pay through Stripe's secure checkout. We never see your card number.",
  },
  {
    title: "Get your setup link by email",
    body: "Confirm your email address and we send you a setup link. Choose a username and password and your account is ready.",
  },
  {
    title: "Start exploring",
    body: "Shuffle the Idea Board, run a Deep Search, claim the ideas you like and track them as projects with milestones and notes.",
  },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="bg-white py-20 mobile:py-28">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">How it works</p>
          <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 mobile:text-4xl">
            Up and running in three steps
          </h2>
        </div>
        <ol className="mt-14 grid gap-6 mobile:grid-cols-3">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative rounded-2xl border border-slate-200 bg-slate-50 p-6">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
              >
                {index + 1}
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-600">{step.body}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
