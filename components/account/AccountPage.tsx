"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { notify } from "@/lib/client/toast";
import { useSession } from "@/components/auth/SessionProvider";
import { useLogout } from "@/components/auth/use-logout";
import { refreshUsage } from "@/lib/client/use-usage";
import { AccountHeader } from "./AccountHeader";
import { AccountSummary } from "./AccountSummary";
import { ApiTokensSection } from "./api-tokens";
import { SecuritySectionsSlot } from "./security/SecuritySectionsSlot";
import { BillingSection } from "./BillingSection";
import { InvoicesSection } from "./InvoicesSection";
import { SettingsForm } from "./SettingsForm";
import { UsageSection } from "./UsageSection";
import { secondaryButtonClass } from "@/components/ui/Button";
import { Spinner } from "@/components/ui/Spinner";
import { useAccount } from "./use-account";
import { useInvoices } from "./use-invoices";
import { useSubscription } from "./use-subscription";

export const UPGRADE_SUCCESS_MESSAGE = "Your plan was updated.";
export const UPGRADE_CANCELLED_MESSAGE = "Subscription change was cancelled.";
export const PAYMENT_UPDATED_MESSAGE = "Your payment method was updated and the payment went through.";

interface Props {
  /** Back from a successful checkout (?upgrade_success=true). */
  upgradeSuccess: boolean;
  /** Back from an abandoned checkout (?upgrade_cancelled=true). */
  upgradeCancelled: boolean;
  /** Back from updating the payment method, its retried payment made (?payment_updated=true). */
  paymentUpdated: boolean;
  /** 'Export your data', rendered on the server (no client JavaScript for it). */
  exportSection?: React.ReactNode;
}

/** /account: summary, today's usage, invoices, billing, user settings and Log Out. */
export function AccountPage({ upgradeSuccess, upgradeCancelled, paymentUpdated, exportSection }: Props) {
  const router = useRouter();
  const { user } = useSession();
  const { account, error, isLoading, mutate: reloadAccount } = useAccount();
  const { mutate: reloadSubscription } = useSubscription();
  const { mutate: reloadInvoices } = useInvoices();
  const { logout, loggingOut } = useLogout();
  const returnHandled = useRef(false);

  // Return query parameters: announce, reload what the payment changed, then drop the query string.
  useEffect(() => {
    if (returnHandled.current || (!upgradeSuccess && !upgradeCancelled && !paymentUpdated)) return;
    returnHandled.current = true;
    if (upgradeSuccess || paymentUpdated) {
      notify.success(paymentUpdated ? PAYMENT_UPDATED_MESSAGE : UPGRADE_SUCCESS_MESSAGE, { id: "account-return" });
      void reloadAccount();
      void reloadSubscription();
      void reloadInvoices();
      void refreshUsage();
    } else {
      notify.info(UPGRADE_CANCELLED_MESSAGE, { id: "account-return" });
    }
    router.replace("/account");
  }, [upgradeSuccess, upgradeCancelled, paymentUpdated, router, reloadAccount, reloadSubscription, reloadInvoices]);

  const username = account?.username ?? user?.username ?? "";
  const avatarUrl = account ? account.avatar_url : (user?.avatarUrl ?? null);

  return (
    <div className="space-y-8">
      <AccountHeader username={username} avatarUrl={avatarUrl} />
      <AccountSummary account={account} error={error} isLoading={isLoading} onRetry={() => void reloadAccount()} />
      <UsageSection />
      <InvoicesSection />
      {exportSection}
      <BillingSection
        onChanged={() => {
          // A plan change shows in the summary's Current Plan and in today's limits; a new payment adds an invoice.
          void reloadAccount();
          void reloadInvoices();
          void refreshUsage();
        }}
      />
      <SettingsForm
        currentUsername={username}
        onUsernameChanged={(name) => {
          if (account) void reloadAccount({ account: { ...account, username: name } }, { revalidate: true });
          else void reloadAccount();
        }}
      />
      <ApiTokensSection />
      <SecuritySectionsSlot currentEmail={account?.email ?? user?.email ?? null} />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={() => void logout()}
          disabled={loggingOut}
          aria-busy={loggingOut}
          className={secondaryButtonClass}
        >
          {loggingOut ? <Spinner /> : null}
          Log Out
        </button>
      </div>
    </div>
  );
}
