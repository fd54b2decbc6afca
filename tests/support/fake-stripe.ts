import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small fake of the Stripe API on loopback, enough for the calls the app makes: Checkout
 * sessions (created, expired), coupons, customer portal sessions, prices, subscriptions, invoice payments, refunds. The official SDK is pointed at it (STRIPE_API_HOST/PORT/PROTOCOL).
 * It records every request so tests can assert what the app asked Stripe to do.
 */
export interface RecordedRequest {
  method: string;
  path: string;
  form: URLSearchParams;
}

export interface FakeStripe {
  port: number;
  requests: RecordedRequest[];
  prices: Record<string, number>;
  subscriptions: Record<
    string,
    {
      id: string;
      status: string;
      cancel_at_period_end: boolean;
      items: { data: { id: string; price: { id: string } }[] };
    }
  >;
  /** Checkout sessions by id: "open" when created, "expired" once expired; a test marks one "complete". */
  checkoutSessions: Record<string, { id: string; status: "open" | "complete" | "expired" }>;
  /** The payment intent that paid each invoice (GET /v1/invoice_payments?invoice=...). */
  invoicePayments: Record<string, string>;
  /** Refunds made (POST /v1/refunds), by payment intent. */
  refunds: { id: string; payment_intent: string }[];
  /** Set to make every refund call fail (Stripe answering 500). */
  refundsFail: boolean;
  close: () => Promise<void>;
}

async function body(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const fake = {
    requests: [] as RecordedRequest[],
    prices: {} as FakeStripe["prices"],
    subscriptions: {} as FakeStripe["subscriptions"],
    checkoutSessions: {} as FakeStripe["checkoutSessions"],
    invoicePayments: {} as FakeStripe["invoicePayments"],
    refunds: [] as FakeStripe["refunds"],
    refundsFail: false,
  };
  let counter = 0;
  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const form = new URLSearchParams(await body(req));
    fake.requests.push({ method: req.method ?? "GET", path: url.pathname, form });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++counter}` });
      res.end(JSON.stringify(json));
    };
    const [, version, resource, id, subId, action] = url.pathname.split("/");
    if (version !== "v1") return send(404, { error: { message: "not found" } });
    if (resource === "checkout" && subId && action === "expire" && req.method === "POST") {
      const session = fake.checkoutSessions[subId];
      if (!session) return send(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      if (session.status !== "open")
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: `Only Checkout Sessions with a status of open can be expired.`,
          },
        });
      session.status = "expired";
      return send(200, { object: "checkout.session", ...session });
    }
    if (resource === "checkout" && req.method === "POST") {
      const sessionId = `cs_test_fake_${++counter}`;
      fake.checkoutSessions[sessionId] = { id: sessionId, status: "open" };
      return send(200, {
        id: sessionId,
        object: "checkout.session",
        url: `https://checkout.stripe.test/pay/${sessionId}`,
      });
    }
    if (resource === "coupons" && req.method === "POST") {
      return send(200, {
        id: `coupon_fake_${++counter}`,
        object: "coupon",
        amount_off: Number(form.get("amount_off")),
        duration: form.get("duration"),
      });
    }
    if (resource === "billing_portal" && id === "sessions" && req.method === "POST") {
      return send(200, {
        id: `bps_fake_${++counter}`,
        object: "billing_portal.session",
        customer: form.get("customer"),
        url: `https://billing.stripe.test/session/${counter}`,
      });
    }
    if (resource === "invoice_payments" && req.method === "GET") {
      const paymentIntent = fake.invoicePayments[url.searchParams.get("invoice") ?? ""];
      return send(200, {
        object: "list",
        has_more: false,
        data: paymentIntent
          ? [
              {
                object: "invoice_payment",
                status: "paid",
                payment: { type: "payment_intent", payment_intent: paymentIntent },
              },
            ]
          : [],
      });
    }
    if (resource === "refunds" && req.method === "POST") {
      if (fake.refundsFail) return send(500, { error: { type: "api_error", message: "Refunds are down." } });
      const refund = { id: `re_fake_${++counter}`, payment_intent: form.get("payment_intent") ?? "" };
      fake.refunds.push(refund);
      return send(200, { object: "refund", status: "succeeded", ...refund });
    }
    if (resource === "prices" && id && fake.prices[id] !== undefined)
      return send(200, { id, object: "price", unit_amount: fake.prices[id] });
    if (resource === "subscriptions" && id && fake.subscriptions[id]) {
      const sub = fake.subscriptions[id]!;
      if (req.method === "DELETE") sub.status = "canceled";
      if (req.method === "POST") {
        if (form.has("cancel_at_period_end")) sub.cancel_at_period_end = form.get("cancel_at_period_end") === "true";
        const price = form.get("items[0][price]");
        if (price) sub.items.data[0]!.price = { id: price };
      }
      return send(200, { object: "subscription", ...sub });
    }
    return send(404, { error: { type: "invalid_request_error", message: `No such resource: ${url.pathname}` } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  // The same object the server reads, so a test's changes (refundsFail) reach it.
  return Object.assign(fake, {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
