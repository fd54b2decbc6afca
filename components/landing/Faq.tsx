import Link from "@/components/ui/PublicLink";
import { LIFETIME_REFUND_DAYS } from "@/lib/domain/billing/plans";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-900";

const FAQS: { question: string; answer: React.ReactNode }[] = [
  {
    question: "Can I get a refund?",
    answer: (
      <>
        Monthly plans (Starter and Pro) are not refundable; when you cancel, you keep access until the end of the period
        you paid for. The Lifetime plan is refundable up to {LIFETIME_REFUND_DAYS} days after purchase: send a billing
        request through the{" "}
        <Link href="/support" className={linkClass}>
          support form
        </Link>
        .
      </>
    ),
  },
  {
    question: "What data do you collect about me?",
    answer: (
      <>
        Only your email address and usage data, such as the ideas you view, search for and claim, and the credits you
        use. Payments are processed by Stripe, so we never see your card number. Read the{" "}
        <Link href="/privacy" className={linkClass}>
          Privacy Policy
        </Link>{" "}
        for details.
      </>
    ),
  },
  {
    question: "Where do the ideas come from?",
    answer: (
      <>
        From public forum posts where people describe problems they want solved. Every post is paraphrased and
        anonymised: we keep no names, handles or links. If you think an idea is based on your post and want it removed,
        choose &ldquo;Data removal&rdquo; in the{" "}
        <Link href="/support" className={linkClass}>
          support form
        </Link>
        .
      </>
    ),
  },
  {
    question: "How do credits work, and when do they reset?",
    answer: (
      <>
        Each idea shown on the Idea Board uses one credit, and each newly viewed Deep Search result uses one credit;
        ideas you have already viewed are not charged again. Your daily credits reset at midnight.
      </>
    ),
  },
  {
    question: "How do I create my account?",
    answer: (
      <>
        Choose a plan and pay. We then email you a setup link where you pick a username and password. After that, you
        log in with your username or email.
      </>
    ),
  },
];

export function Faq() {
  return (
    <section aria-labelledby="faq-title" className="bg-white py-20 mobile:py-28">
      <div className="mx-auto max-w-3xl px-4">
        <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900 mobile:text-4xl">
          Frequently asked questions
        </h2>
        <div className="mt-12 divide-y divide-slate-200 border-y border-slate-200">
          {FAQS.map((faq) => (
            <details key={faq.question} className="group">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-slate-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <svg
                  aria-hidden="true"
                  viewBox="0 0 20 20"
                  className="h-5 w-5 shrink-0 fill-slate-500 transition-transform group-open:rotate-180"
                >
                  <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                </svg>
              </summary>
              <p className="pb-5 leading-relaxed text-slate-600">{faq.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
