import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";
import { route } from "@/lib/http/route";
import { getInvoice, type InvoiceView } from "@/lib/server/billing/invoices";

const Params = z.object({ id: idField() });

export const GET = route({ access: "user", params: Params }, async ({ params, session }): Promise<InvoiceView> =>
  getInvoice(session.user.id, params.id),
);
