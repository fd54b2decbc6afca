/**
 * The billing calls' answers as the account page reads them. Types only: the server builds these
 * values (lib/server/billing), components read them from here and never import lib/server.
 */

/** The subscription fields, as the account page and guards read them. */
export interface SubscriptionView {
  status: "active" | "grace_period" | "canceled" | null;
  tier: string;
  renewal_date: string | null;
  current_period_end: string | null;
  cancel_at_period_end: boolean;
  /** In grace_period (a payment failed): when access ends unless a payment goes through. */
  grace_period_ends_at: string | null;
  is_lifetime: boolean;
  has_active_subscription: boolean;
}

/** An invoice: only the owner's; another user's is a 404. */
export interface InvoiceView {
  id: number;
  invoice_number: string;
  issue_date: string;
  amount: number;
  currency: string;
  status: string;
  /** Stripe's invoice PDF, else the receipt at /accounts/invoices/{id}/pdf/: never empty. */
  stripe_pdf_url: string;
}

/** A plan change: done at once, or a checkout URL to pay for it. */
export interface PlanChangeResult {
  success: true;
  message: string;
  checkout_url?: string;
}

/** Local billing's retry of the unpaid invoice: what the card form shows before it pays. */
export interface LocalRetryQuote {
  planLabel: string;
  invoiceNumber: string | null;
  amountCents: number;
}

/** GET /accounts/invoices/: the user's invoices, newest first. */
export interface InvoicesResponse {
  invoices: InvoiceView[];
}

/** POST /accounts/update-payment-method/: where to change the card (Stripe's portal, or the local page). */
export interface UpdatePaymentMethodResponse {
  url: string;
}
