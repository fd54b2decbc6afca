import { randomBytes } from "node:crypto";
import { inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { GET as invoicePdf } from "@/app/accounts/invoices/[id]/pdf/route";
import { GET as listInvoices } from "@/app/accounts/invoices/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

/**
 * Every invoice has its PDF: Stripe's own PDF when Stripe made one, otherwise a receipt the server
 * writes (number, date, plan, amount in USD, status, seller). Only its owner gets it.
 */
async function invoiceOf(
  userId: number,
  fields: { stripePdfUrl?: string; tier?: "starter" | "pro" | "lifetime"; amountCents?: number; status?: string } = {},
) {
  const sub = await db().subscription.findUniqueOrThrow({ where: { userId } });
  return db().invoice.create({
    data: {
      userId,
      subscriptionId: sub.id,
      stripeInvoiceId: `in_test_${randomBytes(6).toString("hex")}`,
      number: `IF-20261122-${randomBytes(3).toString("hex").toUpperCase()}`,
      issuedAt: new Date("2026-11-22T15:00:00Z"),
      amountCents: fields.amountCents ?? 1900,
      status: fields.status ?? "paid",
      tier: fields.tier ?? "pro",
      stripePdfUrl: fields.stripePdfUrl ?? null,
    },
  });
}

const get = (id: number | string, session?: string) =>
  invoicePdf(jsonRequest("GET", `/accounts/invoices/${id}/pdf/`, undefined, { session }), {
    params: Promise.resolve({ id: String(id) }),
  });

/** The text a PDF shows: every string its content streams draw (pdfkit writes them hex-encoded, WinAnsi). */
function pdfText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const [, raw] of pdf.toString("latin1").matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(raw!, "latin1")).toString("latin1");
    } catch {
      content = raw!;
    }
    for (const [, block] of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      lines.push(
        [...block!.matchAll(/<([0-9A-Fa-f]*)>/g)]
          .map(([, hex]) => Buffer.from(hex!, "hex").toString("latin1"))
          .join(""),
      );
    }
  }
  return lines.join("\n");
}

describe("invoice PDFs", () => {
  it("writes a PDF receipt for the owner: number, date, plan, amount in USD, status and the seller", async () => {
    const { user, token } = await createUserWithSession({ tier: "pro" });
    const invoice = await invoiceOf(user.id, { tier: "pro", amountCents: 1900 });
    const res = await get(invoice.id, token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${invoice.number}.pdf"`);
    const pdf = Buffer.from(await res.arrayBuffer());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(pdf);
    for (const expected of [invoice.number, "Nov 22, 2026", "Pro", "$19.00", "USD", "Paid", "IdeaForge"])
      expect(text).toContain(expected);
  });

  it("sends the owner to Stripe's own PDF when Stripe made one", async () => {
    const { user, token } = await createUserWithSession({ tier: "starter" });
    const invoice = await invoiceOf(user.id, { stripePdfUrl: "https://pay.stripe.com/invoice/acct_1/test_1/pdf" });
    const res = await get(invoice.id, token);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("https://pay.stripe.com/invoice/acct_1/test_1/pdf");
  });

  it("is a 404 for another user's invoice and for an unknown one, and a 401 without a session", async () => {
    const owner = await createUserWithSession({ tier: "pro" });
    const stranger = await createUserWithSession({ tier: "pro" });
    const invoice = await invoiceOf(owner.user.id);
    const theirs = await get(invoice.id, stranger.token);
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("content-type")).toContain("application/json");
    expect((await get(2_000_000_000, owner.token)).status).toBe(404);
    expect((await get(invoice.id)).status).toBe(401);
  });

  it("lists every invoice with its PDF link: Stripe's, else the server's receipt", async () => {
    const { user, token } = await createUserWithSession({ tier: "pro" });
    const local = await invoiceOf(user.id);
    const stripe = await invoiceOf(user.id, { stripePdfUrl: "https://pay.stripe.com/invoice/acct_1/test_2/pdf" });
    const { invoices } = await (
      await listInvoices(jsonRequest("GET", "/accounts/invoices/", undefined, { session: token }))
    ).json();
    const links = Object.fromEntries(
      invoices.map((i: { id: number; stripe_pdf_url: string }) => [i.id, i.stripe_pdf_url]),
    );
    expect(links).toEqual({
      [local.id]: `/accounts/invoices/${local.id}/pdf/`,
      [stripe.id]: "https://pay.stripe.com/invoice/acct_1/test_2/pdf",
    });
  });
});
