"use client";

import type { InvoiceView } from "@/lib/contracts/billing";
import { invoiceStatusLabel } from "@/lib/domain/billing/receipt";
import { formatAmount, formatDate } from "./format";
import { LoadError } from "@/components/ui/LoadError";
import { Loading } from "@/components/ui/Loading";
import { linkClass } from "@/components/ui/link-styles";
import { sectionClass, sectionHeadingClass } from "./styles";
import { useInvoices } from "./use-invoices";

/** The invoices: number, date, amount in USD, status and a link to the PDF. */
export function InvoicesSection() {
  const { invoices, error, isLoading, mutate } = useInvoices();

  return (
    <section id="invoices" aria-labelledby="invoices-title" className={sectionClass}>
      <h2 id="invoices-title" tabIndex={-1} className={sectionHeadingClass}>
        Invoices
      </h2>
      <div className="mt-4">
        {error && !invoices ? <LoadError message={error} onRetry={() => void mutate()} /> : null}
        {isLoading && !invoices ? <Loading label="Loading invoices..." /> : null}
        {invoices && invoices.length === 0 ? <p className="text-sm text-slate-600">No invoices yet.</p> : null}
        {invoices && invoices.length > 0 ? <InvoiceList invoices={invoices} /> : null}
      </div>
    </section>
  );
}

/**
 * The invoices, newest first: a table from 768 px; below, where five columns would wrap and clip,
 * one short block per invoice. Only one of the two is displayed (and in the accessibility tree).
 */
export function InvoiceList({ invoices }: { invoices: InvoiceView[] }) {
  return (
    <>
      <InvoiceTable invoices={invoices} />
      <ul aria-label="Your invoices, newest first" className="divide-y divide-slate-100 md:hidden">
        {invoices.map((invoice) => (
          <li key={invoice.id} className="py-3 first:pt-0 last:pb-0">
            <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{invoice.invoice_number}</p>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-800">
              <time dateTime={invoice.issue_date}>{formatDate(invoice.issue_date) ?? "—"}</time>
              <span className="tabular-nums">{formatAmount(invoice.amount, invoice.currency)}</span>
              <StatusBadge status={invoice.status} />
            </p>
            <PdfLink invoice={invoice} className="mt-1 inline-block text-sm" />
          </li>
        ))}
      </ul>
    </>
  );
}

function PdfLink({ invoice, className = "" }: { invoice: InvoiceView; className?: string }) {
  return (
    <a href={invoice.stripe_pdf_url} target="_blank" rel="noopener noreferrer" className={`${linkClass} ${className}`}>
      Download PDF<span className="sr-only"> of invoice {invoice.invoice_number} (opens in a new tab)</span>
    </a>
  );
}

function InvoiceTable({ invoices }: { invoices: InvoiceView[] }) {
  const head = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
  const cell = "px-3 py-3 text-sm text-slate-800";
  return (
    <div className="hidden overflow-x-auto md:block">
      <table className="min-w-full divide-y divide-slate-200">
        <caption className="sr-only">Your invoices, newest first</caption>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Invoice
            </th>
            <th scope="col" className={head}>
              Date
            </th>
            <th scope="col" className={`${head} text-right`}>
              Amount
            </th>
            <th scope="col" className={head}>
              Status
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <th scope="row" className={`${cell} text-left font-medium text-slate-900`}>
                {invoice.invoice_number}
              </th>
              <td className={cell}>
                <time dateTime={invoice.issue_date}>{formatDate(invoice.issue_date) ?? "—"}</time>
              </td>
              <td className={`${cell} text-right tabular-nums`}>{formatAmount(invoice.amount, invoice.currency)}</td>
              <td className={cell}>
                <StatusBadge status={invoice.status} />
              </td>
              <td className={cell}>
                <PdfLink invoice={invoice} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  const tone =
    status === "paid"
      ? "bg-green-50 text-green-800 ring-green-200"
      : status === "refunded"
        ? "bg-slate-100 text-slate-700 ring-slate-200"
        : "bg-amber-50 text-amber-900 ring-amber-200";
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>
      {invoiceStatusLabel(status)}
    </span>
  );
}
