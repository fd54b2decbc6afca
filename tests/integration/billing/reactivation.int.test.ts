import type { ReactElement } from "react";
import { describe, expect, it, vi } from "vitest";
import ReactivationPage from "@/app/(member)/subscription-canceled/page";
import { GET as listInvoices } from "@/app/accounts/invoices/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession } from "@/tests/support/factories";
import { enterPage, renderPage } from "@/tests/support/pages";
import { jsonRequest } from "@/tests/support/requests";

vi.mock("next/headers", async () => (await import("@/tests/support/pages")).nextHeaders);

/**
 * /subscription-canceled is no dead end: it names who is logged in, counts the projects that are
 * kept, and the invoices stay readable without a plan.
 */
async function canceledMember() {
  const member = await createUserWithSession({
    tier: "starter",
    status: "canceled",
    currentPeriodEnd: new Date(Date.now() - 86_400_000),
  });
  const { user } = member;
  await db().project.create({ data: { userId: user.id, title: "Still mine", status: "active" } });
  await db().project.create({ data: { userId: user.id, title: "Done", status: "completed", completedAt: new Date() } });
  await db().invoice.create({
    data: {
      userId: user.id,
      stripeInvoiceId: `in_react_${user.id}`,
      number: `IF-REACT-${user.id}`,
      issuedAt: new Date(),
      amountCents: 900,
      status: "paid",
      tier: "starter",
    },
  });
  return member;
}

describe("the reactivation page", () => {
  it("is given who is logged in and every project kept, active and completed, to list read-only", async () => {
    const { user, token } = await canceledMember();
    enterPage("/subscription-canceled", token);
    const outcome = await renderPage(
      async () =>
        (await ReactivationPage()) as ReactElement<{
          username: string;
          email: string;
          projectCount: number;
          projects: { title: string; status: string }[];
        }>,
    );
    expect(outcome.redirect).toBeNull();
    const props = outcome.rendered!.props;
    expect(props).toMatchObject({ username: user.username, email: user.email, projectCount: 2 });
    expect(props.projects.map((p) => [p.title, p.status]).sort()).toEqual([
      ["Done", "completed"],
      ["Still mine", "active"],
    ]);
  });

  it("lists the invoices, with their PDFs, to a user whose plan has ended", async () => {
    const { user, token } = await canceledMember();
    const res = await listInvoices(jsonRequest("GET", "/accounts/invoices/", undefined, { session: token }));
    expect(res.status).toBe(200);
    const [invoice] = (await res.json()).invoices;
    expect(invoice).toMatchObject({
      invoice_number: `IF-REACT-${user.id}`,
      amount: 9,
      status: "paid",
      stripe_pdf_url: `/accounts/invoices/${invoice.id}/pdf/`,
    });
  });
});
