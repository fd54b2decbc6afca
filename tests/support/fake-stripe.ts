import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small fake of the Stripe API on loopback, enough for the calls the app makes: Checkout
 * sessions, coupons, customer portal sessions, prices, subscriptions. The official SDK is pointed at it (STRIPE_API_HOST/PORT/PROTOCOL).
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
    const [, version, resource, id] = url.pathname.split("/");
    if (version !== "v1") return send(404, { error: { message: "not found" } });
    if (resource === "checkout" && req.method === "POST") {
      const sessionId = `cs_test_fake_${++counter}`;
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
  return {
    ...fake,
    port: (server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
