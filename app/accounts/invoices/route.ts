import { route } from "@/lib/http/route";
import { listInvoices } from "@/lib/server/billing/invoices";
import type { InvoicesResponse } from "@/lib/contracts/billing";

export type { InvoicesResponse };

export const GET = route({ access: "user" }, async ({ session }): Promise<InvoicesResponse> => ({
  invoices: await listInvoices(session.user.id),
}));
