import type { InvoiceView } from "@/lib/contracts/billing";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

/**
 * Invoices: only the owner's; another user's is a 404. Every invoice has a PDF:
 * Stripe's own when Stripe made one, else the receipt at /accounts/invoices/{id}/pdf/.
 */
export type { InvoiceView } from "@/lib/contracts/billing";

const view = (i: {
  id: number;
  number: string;
  issuedAt: Date;
  amountCents: number;
  currency: string;
  status: string;
  stripePdfUrl: string | null;
}): InvoiceView => ({
  id: i.id,
  invoice_number: i.number,
  issue_date: i.issuedAt.toISOString(),
  amount: i.amountCents / 100,
  currency: i.currency.toUpperCase(),
  status: i.status,
  stripe_pdf_url: i.stripePdfUrl ?? `/accounts/invoices/${i.id}/pdf/`,
});

export async function listInvoices(userId: number): Promise<InvoiceView[]> {
  const rows = await db().invoice.findMany({ where: { userId }, orderBy: { issuedAt: "desc" }, take: 100 });
  return rows.map(view);
}

export async function getInvoice(userId: number, id: number): Promise<InvoiceView> {
  const row = await db().invoice.findFirst({ where: { id, userId } });
  if (!row) throw new ApiError("not_found", "Invoice not found.");
  return view(row);
}
