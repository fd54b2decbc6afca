import { NextResponse } from "next/server";
import { z } from "zod";
import { idField } from "@/lib/domain/validation/id";
import { route } from "@/lib/http/route";
import { invoiceDocument } from "@/lib/server/billing/invoice-pdf";

const Params = z.object({ id: idField() });

/** The invoice's PDF for its owner: Stripe's own, or the receipt the server writes. */
export const GET = route({ access: "user", params: Params }, async ({ params, session }) => {
  const document = await invoiceDocument(session.user.id, params.id);
  if ("stripePdfUrl" in document) return NextResponse.redirect(document.stripePdfUrl, 302);
  return new NextResponse(new Uint8Array(document.pdf), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": `inline; filename="${document.fileName}"`,
      "cache-control": "private, no-store",
    },
  });
});
