import Link from "@/components/ui/PublicLink";
import { PageHead } from "@/components/layout/PageHead";
import { PublicLayout } from "@/components/layout/PublicLayout";
import { publicPage } from "@/lib/server/pages/server-side";
import { LegalDocument, type LegalSection } from "@/components/landing/LegalDocument";

const HEAD = {
  title: "Privacy Policy",
  description:
    "What IdeaForge collects (only your email and usage data), how it is used, and how to ask for its removal.",
};

const SECTIONS: LegalSection[] = [
  {
    id: "data-we-collect",
    title: "Data we collect",
    content: (
      <>
        <p>We collect only two kinds of personal data: your email address and usage data.</p>
        <ul>
          <li>
            <strong>Email address.</strong> We use it to confirm your payment, send your account setup link and password
            reset links, send billing and service notices, and answer your support requests.
          </li>
          <li>
            <strong>Usage data.</strong> How you use IdeaForge: the username you choose, the ideas you view, search for
            and claim, your Idea Board preferences, the projects, milestones and notes you create, your daily credit
            use, the pages you visit, sign-in records (date, device, browser and operating system) that we use to
            protect your account, and the profile picture you choose to upload, if any (shown only to you, and removed
            when you remove it).
          </li>
        </ul>
        <p>
          We do not ask for your name, postal address, phone number or date of birth. Your password is stored only as a
          one-way hash, so nobody at IdeaForge can read it. If you add your name to a support request, we use it only to
          answer that request.
        </p>
      </>
    ),
  },
  {
    id: "payments",
    title: "Payments",
    content: (
      <p>
        Payments are processed by Stripe. You enter your card details on Stripe&apos;s checkout page, and we never see
        or store your card number. Stripe tells us your plan, whether a payment succeeded and the invoice details, which
        we show on your Account page. Stripe handles your payment data under its own privacy policy.
      </p>
    ),
  },
  {
    id: "how-we-use-data",
    title: "How we use your data",
    content: (
      <ul>
        <li>To provide IdeaForge: your account, ideas, searches, projects and plan features.</li>
        <li>To apply your plan&apos;s daily credits and active project limits.</li>
        <li>To keep your account secure, for example by asking you to approve sign-ins from a new device.</li>
        <li>To answer support requests, including billing, refund and data-removal requests.</li>
        <li>To understand, in aggregate, which features are used, so we can improve them.</li>
      </ul>
    ),
  },
  {
    id: "cookies",
    title: "Cookies and local storage",
    content: (
      <p>
        We use only the cookies IdeaForge needs to work: a session cookie that keeps you logged in and a security cookie
        that protects forms against cross-site request forgery. Your browser&apos;s local storage keeps small
        preferences, such as your last Deep Search page and your Idea Board settings. We count page views to see how the
        product is used: the address of the page without its query string, and a random id kept in local storage (not a
        cookie) that tells a returning browser from a new one. We use no third-party analytics or advertising cookies
        and do not sell your data.
      </p>
    ),
  },
  {
    id: "sharing",
    title: "Who we share data with",
    content: (
      <>
        <p>We do not sell or rent your personal data. We share it only with:</p>
        <ul>
          <li>Stripe, to process payments;</li>
          <li>the providers that host IdeaForge and deliver our email, only as needed to run the service;</li>
          <li>authorities, when the law requires it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "forum-posts",
    title: "Ideas based on public forum posts",
    content: (
      <>
        <p>
          Our ideas are derived from posts that people published on public forums. Before anything appears in IdeaForge,
          each post is paraphrased and anonymised: we do not show names, usernames, handles or links to the original
          post, and the quoted complaints are rewritten rather than copied.
        </p>
        <p>
          If you believe an idea is based on something you wrote and you want it removed, send a request through the{" "}
          <Link href="/support?category=data-removal">support form</Link> with the category &ldquo;Data removal&rdquo;,
          including the address of the idea or post and your reason. We reply within 24-48 business hours.
        </p>
      </>
    ),
  },
  {
    id: "retention",
    title: "How long we keep data",
    content: (
      <p>
        We keep your data while your account exists. When your account is closed, we delete or anonymise your personal
        data within a reasonable period, except records we must keep by law, such as invoices.
      </p>
    ),
  },
  {
    id: "security",
    title: "Security",
    content: (
      <p>
        Connections to IdeaForge are encrypted, passwords are hashed, and sessions end when you log out or change or
        reset your password. No system is perfectly secure, so please use a strong password that you do not use anywhere
        else.
      </p>
    ),
  },
  {
    id: "your-rights",
    title: "Your choices and rights",
    content: (
      <p>
        You can change your username and password in the User Settings section of your Account page. You can ask us for
        a copy of your data, to correct it (including your email address) or to delete your account and data through the{" "}
        <Link href="/support">support form</Link>. IdeaForge is not intended for children under 16.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to this policy",
    content: (
      <p>
        If we change this policy, we update the date at the top of this page. If a change is significant, we also tell
        you by email before it takes effect.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact us",
    content: (
      <p>
        Questions about privacy? Contact us through the <Link href="/support">support form</Link>; we reply within 24-48
        business hours.
      </p>
    ),
  },
];

export const getServerSideProps = publicPage();

export default function PrivacyPage() {
  return (
    <PublicLayout>
      <PageHead {...HEAD} />
      <LegalDocument
        title="Privacy Policy"
        updated="November 22, 2026"
        updatedIso="2026-11-22"
        intro={
          <p>
            This policy explains what personal data IdeaForge collects when you use our website and app, why we collect
            it and what choices you have. In short: we collect only your email address and usage data, we never see your
            card number, and we never sell your data.
          </p>
        }
        sections={SECTIONS}
      />
    </PublicLayout>
  );
}
