import { PLANS, type Tier } from "./plans";

/**
 * What an invoice's PDF receipt says: the seller, then number, date, plan, amount in USD and
 * status. Dates are written in UTC, as the invoice's day was recorded.
 */
export const SELLER_NAME = "IdeaForge";

export interface ReceiptInvoice {
  number: string;
  issuedAt: Date;
  amountCents: number;
  currency: string;
  status: string;
  tier: Tier | null;
}

export interface Receipt {
  seller: string;
  title: string;
  lines: [label: string, value: string][];
  footer: string;
}

const DATE = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone: "UTC" });

export function receiptOf(invoice: ReceiptInvoice): Receipt {
  const currency = invoice.currency.toUpperCase();
  const amount = new Intl.NumberFormat("en-US", { style: "currency", currency }).format(invoice.amountCents / 100);
  return {
    seller: SELLER_NAME,
    title: `Receipt for invoice ${invoice.number}`,
    lines: [
      ["Invoice number", invoice.number],
      ["Date", DATE.format(invoice.issuedAt)],
      ["Plan", invoice.tier ? PLANS[invoice.tier].label : "—"],
      ["Amount", `${amount} ${currency}`],
      ["Status", invoiceStatusLabel(invoice.status)],
    ],
    footer: `${SELLER_NAME} — startup ideas and projects, sold by subscription. Amounts in ${currency}.`,
  };
}

/** "paid" → "Paid"; an open invoice is one whose payment has not gone through. */
export function invoiceStatusLabel(status: string): string {
  if (status === "open") return "Unpaid";
  const text = status.replaceAll("_", " ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}
