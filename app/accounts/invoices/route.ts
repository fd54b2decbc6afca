import { route } from "@/lib/http/route";
import { listInvoices, type InvoiceView } from "@/lib/server/billing/invoices";

export interface InvoicesResponse {
  invoices: InvoiceView[];
}

export const GET = route({ access: "user" }, async ({ session }): Promise<InvoicesResponse> => ({
  invoices: await listInvoices(session.user.id),
}));
