"use client";

import Link from "next/link";
import type { AccountView } from "@/lib/contracts/accounts";
import { cardClass } from "@/components/ui/Card";
import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import { linkClass } from "@/components/ui/link-styles";

interface Props {
  account: AccountView | undefined;
  error: string | null;
  isLoading: boolean;
  onRetry: () => void;
}

/** The account summary: username, email or 'Not set', Current Plan (default Free), active projects. */
export function AccountSummary({ account, error, isLoading, onRetry }: Props) {
  return (
    <section aria-labelledby="summary-title" className={cardClass}>
      <h2 id="summary-title" className="sr-only">
        Account summary
      </h2>
      {error && !account ? <LoadError message={error} onRetry={onRetry} /> : null}
      {isLoading && !account ? <Loading label="Loading account information..." /> : null}
      {account ? (
        // From 1024 px each column is as wide as its value (the email is the longest), so nothing is cut while there is room.
        <dl className="grid gap-6 sm:grid-cols-2 lg:grid-cols-[repeat(4,auto)] lg:justify-between">
          <Item label="Username">{account.username}</Item>
          <Item label="Email">{account.email ? account.email : <span className="text-slate-500">Not set</span>}</Item>
          <Item label="Current Plan">{account.tier || "Free"}</Item>
          <Item label="Active Projects">
            <Link
              href="/projects"
              className={linkClass}
              aria-label={`${account.active_projects} active ${account.active_projects === 1 ? "project" : "projects"}: view projects`}
            >
              {account.active_projects}
            </Link>
          </Item>
        </dl>
      ) : null}
    </section>
  );
}

/** Long values (names, emails) wrap where they must, never cut off (nor a link's focus ring). */
function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
