import "server-only";
import PDFDocument from "pdfkit";
import { receiptOf, type ReceiptInvoice } from "@/lib/domain/billing/receipt";
import { ApiError } from "@/lib/errors";
import { db } from "@/lib/server/db/client";

/**
 * An invoice's PDF, for its owner only (another user's invoice is a 404, as an unknown one):
 * Stripe's own invoice PDF when Stripe made one, otherwise a receipt written here.
 */
export type InvoiceDocument = { stripePdfUrl: string } | { pdf: Buffer; fileName: string };

export async function invoiceDocument(userId: number, id: number): Promise<InvoiceDocument> {
  const invoice = await db().invoice.findFirst({ where: { id, userId } });
  if (!invoice) throw new ApiError("not_found", "Invoice not found.");
  if (invoice.stripePdfUrl) return { stripePdfUrl: invoice.stripePdfUrl };
  return { pdf: await renderReceipt(invoice), fileName: `${invoice.number.replace(/[^A-Za-z0-9_-]/g, "_")}.pdf` };
}

/** One A4 page in the standard Helvetica fonts: the seller, a title, then the receipt's lines. */
function renderReceipt(invoice: ReceiptInvoice): Promise<Buffer> {
  const receipt = receiptOf(invoice);
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: receipt.title, Author: receipt.seller, Subject: receipt.title },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  doc.font("Helvetica-Bold").fontSize(22).fillColor("#4f46e5").text(receipt.seller);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(16).fillColor("#0f172a").text(receipt.title);
  doc.moveDown(1);
  for (const [label, value] of receipt.lines) {
    const y = doc.y;
    doc.font("Helvetica").fontSize(11).fillColor("#475569").text(label, 56, y, { width: 140 });
    doc.font("Helvetica-Bold").fillColor("#0f172a").text(value, 200, y, { width: 340 });
    doc.moveDown(0.6);
  }
  doc.moveDown(1).font("Helvetica").fontSize(9).fillColor("#64748b").text(receipt.footer, 56, doc.y, { width: 480 });
  doc.end();
  return done;
}
