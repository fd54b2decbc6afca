import Link from "@/components/ui/PublicLink";
import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { publicPage } from "@/lib/server/pages/server-side";
import { LegalDocument, type LegalSection } from "@/components/landing/LegalDocument";
import { formatUsd } from "@/components/landing/formatUsd";
import { LIFETIME_REFUND_DAYS, PLANS, TIERS, type PlanLimits } from "@/lib/domain/billing/plans";

const HEAD = {
  title: "Terms of Service",
  description: "The terms of IdeaForge: plans and limits, payments and refunds, acceptable use and your account.",
};

function perDay(limit: number | null, what: string): string {
  return limit === null ? `unlimited ${what}` : `${limit} ${what} a day`;
}

function limitsText(limits: PlanLimits): string {
  const projects = limits.projects === null ? "unlimited active projects" : `up to ${limits.projects} active projects`;
  return `${perDay(limits.search, "Deep Search ideas")}, ${perDay(limits.random, "Idea Board ideas")} and ${projects}`;
}

const SECTIONS: LegalSection[] = [
  {
    id: "service",
    title: "The service",
    content: (
      <p>
        IdeaForge gives subscribers access to startup ideas derived from paraphrased, anonymised public forum posts,
        scored by AI, through the Idea Board and Deep Search, and lets them claim ideas as projects and track them with
        milestones and notes.
      </p>
    ),
  },
  {
    id: "accounts",
    title: "Your account",
    content: (
      <p>
        Accounts are created after payment, through the setup link we email you. You must give a valid email address,
        keep your password secret and not share your account. You are responsible for what happens under your account.
        Tell us through the <Link href="/support">support form</Link> if you think someone else has used it.
      </p>
    ),
  },
  {
    id: "plans",
    title: "Plans, credits and limits",
    content: (
      <>
        <ul>
          {TIERS.map((tier) => {
            const plan = PLANS[tier];
            const price = plan.interval === "month" ? `${formatUsd(plan.priceUsd)}/month` : "one-time payment";
            return (
              <li key={tier}>
                <strong>{plan.label}</strong> ({price}): {limitsText(plan.limits)}.
              </li>
            );
          })}
        </ul>
        <p>
          Each idea shown on the Idea Board uses one credit, and each newly viewed Deep Search result uses one credit;
          ideas you have already viewed are not charged again. Credits reset at midnight and unused credits do not carry
          over. You can mark one project as completed per day. The Lifetime price is the one shown at checkout.
        </p>
      </>
    ),
  },
  {
    id: "billing",
    title: "Payments and billing",
    content: (
      <p>
        Payments are processed by Stripe. Monthly plans renew automatically each month until you cancel. You can cancel
        on your Account page at any time; your access continues until the end of the period you paid for. Upgrades are
        charged on a prorated basis; a downgrade from Pro to Starter takes effect immediately. We will tell you in
        advance of any price change to a plan you already pay for.
      </p>
    ),
  },
  {
    id: "refunds",
    title: "Refunds",
    content: (
      <ul>
        <li>Monthly plans (Starter and Pro) are not refundable, including partly used months.</li>
        <li>
          The Lifetime plan is refundable up to {LIFETIME_REFUND_DAYS} days after purchase. Ask through the{" "}
          <Link href="/support">support form</Link> with the category &ldquo;Billing&rdquo;. Access ends when the refund
          is issued.
        </li>
      </ul>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable use",
    content: (
      <>
        <p>You may use the ideas to research, plan and build your own products and businesses. You must not:</p>
        <ul>
          <li>scrape, crawl or otherwise extract ideas or scores with bots, scripts or other automated means;</li>
          <li>resell, sublicense or give access to the ideas, scores or your account to anyone else;</li>
          <li>
            republish ideas or their analysis, in whole or in large part, on websites, in newsletters, datasets or other
            products;
          </li>
          <li>get around credits, plan limits or security measures;</li>
          <li>try to identify the people behind the anonymised forum posts;</li>
          <li>use IdeaForge for anything unlawful.</li>
        </ul>
      </>
    ),
  },
  {
    id: "content",
    title: "Ideas, scores and your content",
    content: (
      <>
        <p>
          The idea write-ups, analyses and scores belong to IdeaForge; your subscription gives you a personal,
          non-transferable license to use them under these terms. Claiming an idea does not make it exclusive: other
          members may build the same idea, which is why we show how many are building it.
        </p>
        <p>
          The projects, milestones and notes you create remain yours. If you believe an idea is based on your own post
          and want it removed, use the <Link href="/support">support form</Link> with the category &ldquo;Data
          removal&rdquo;.
        </p>
      </>
    ),
  },
  {
    id: "no-advice",
    title: "AI scores are not advice",
    content: (
      <p>
        Scores are automated estimates produced by AI. They are not business, financial or legal advice and do not
        guarantee that an idea will succeed. IdeaForge is provided &ldquo;as is&rdquo;; to the extent the law allows,
        our total liability to you is limited to the amount you paid us in the 12 months before the claim.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Account termination",
    content: (
      <p>
        You can stop using IdeaForge at any time by canceling your plan. We may suspend or close an account that breaks
        these terms, for example by scraping, reselling or republishing ideas, sharing the account or committing payment
        fraud. An account closed for a breach is not refunded. When an account is closed, access ends and its data is
        handled as described in our <Link href="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to these terms",
    content: (
      <p>
        We may update these terms. We change the date at the top of this page and, for significant changes, email you
        before they take effect. Continuing to use IdeaForge after that means you accept the new terms.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about these terms? Contact us through the <Link href="/support">support form</Link>; we reply within
        24-48 business hours.
      </p>
    ),
  },
];

export const getServerSideProps = publicPage();

export default function TermsPage() {
  return (
    <PublicLayout>
      <PageHead {...HEAD} />
      <LegalDocument
        title="Terms of Service"
        updated="November 22, 2026"
        updatedIso="2026-11-22"
        intro={
          <p>
            These terms apply to your use of the IdeaForge website and app. By buying a plan or using IdeaForge, you
            agree to them. Please also read our <Link href="/privacy">Privacy Policy</Link>.
          </p>
        }
        sections={SECTIONS}
      />
    </PublicLayout>
  );
}
