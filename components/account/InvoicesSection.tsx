"use client";

import type { InvoiceView } from "@/lib/server/billing/invoices";
import { formatAmount, formatDate, humanize } from "./format";
import { Loading, LoadError, linkClass, sectionClass, sectionHeadingClass } from "./styles";
import { useInvoices } from "./use-invoices";

/** Spec section 2: number, date, amount in USD, status and a link to the PDF. */
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
        {invoices && invoices.length > 0 ? <InvoiceTable invoices={invoices} /> : null}
      </div>
    </section>
  );
}

function InvoiceTable({ invoices }: { invoices: InvoiceView[] }) {
  const head = "px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600";
  const cell = "px-3 py-3 text-sm text-slate-800";
  return (
    <div className="overflow-x-auto">
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
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
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
                {invoice.stripe_pdf_url ? (
                  <a href={invoice.stripe_pdf_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
                    Download PDF<span className="sr-only"> of invoice {invoice.invoice_number} (opens in a new tab)</span>
                  </a>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function StatusBadge({ status }: { status: string }) {
  const tone = status === "paid" ? "bg-green-50 text-green-800 ring-green-200" : status === "refunded" ? "bg-slate-100 text-slate-700 ring-slate-200" : "bg-amber-50 text-amber-900 ring-amber-200";
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tone}`}>{humanize(status)}</span>;
}
