/**
 * Drill: Stripe's API down during checkout and plan changes: each call answers with a clear
 * message (503, no stack) and nothing is half-written (the plan is unchanged); once Stripe answers
 * again the same calls succeed. Then a webhook that fails inside our handler (its database
 * stopped) answers 5xx, and applies exactly once when Stripe retries it, however often.
 * Stripe is tests/support/fake-stripe.ts, reached through a port that forwards to it only once
 * "Stripe is back".
 */
import { createServer, connect, type Server, type Socket } from "node:net";
import Stripe from "stripe";
import { freePort } from "../load/app";
import { BrowserClient } from "../load/client";
import { LOAD_PASSWORD, createLoadUsers } from "../load/population";
import { SimulatedUser, newLedger } from "../load/scenario";
import { Recorder } from "../load/stats";
import { startFakeStripe } from "../support/fake-stripe";
import { check, leaksInternals, sleep, withCluster, type DrillResult } from "./drill";

const WEBHOOK_SECRET = "whsec_drill_0123456789abcdef0123456789abcdef";

export function stripeOutageDrill(): Promise<DrillResult> {
  return withCluster("stripe-outage", async (env) => {
    const stripePort = await freePort();
    const fake = await startFakeStripe();
    const app = await env.startApp({
      env: {
        STRIPE_SECRET_KEY: "sk_test_drill",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_HOST: "127.0.0.1",
        STRIPE_API_PORT: String(stripePort),
        STRIPE_API_PROTOCOL: "http",
        STRIPE_PRICE_STARTER: "price_starter",
        STRIPE_PRICE_PRO: "price_pro",
        STRIPE_PRICE_LIFETIME: "price_lifetime",
      },
    });
    const [starter, pro] = await createLoadUsers(env.databaseUrl, 2, env.runId);
    // The Pro user pays through Stripe: its subscription is known there.
    await env.query(
      `UPDATE subscriptions SET tier = 'pro', stripe_subscription_id = 'sub_drill', stripe_customer_id = 'cus_drill', last_event_at = now() - interval '1 hour' WHERE user_id = (SELECT id FROM users WHERE username = $1)`,
      [pro!.username],
    );
    fake.subscriptions.sub_drill = {
      id: "sub_drill",
      status: "active",
      cancel_at_period_end: false,
      items: { data: [{ id: "si_drill", price: { id: "price_pro" } }] },
    };
    const recorder = new Recorder();
    const browser = async (user?: typeof starter) => {
      const client = new BrowserClient(
        app.url,
        `http://localhost:${app.port}`,
        `10.7.${Math.floor(Math.random() * 200)}.1`,
        recorder,
      );
      if (user) await new SimulatedUser(user, client, newLedger(), []).login(Date.now() + 60_000);
      else await client.call("csrf", "GET", "/accounts/csrf/");
      return client;
    };
    const [guest, starterClient, proClient] = [await browser(), await browser(starter), await browser(pro)];
    const calls = () => [
      guest.call("guest checkout", "POST", "/accounts/create-checkout-session/", { tier: "pro" }),
      starterClient.call("upgrade", "POST", "/accounts/manage-subscription/", { tier: "pro", password: LOAD_PASSWORD }),
      proClient.call("downgrade", "POST", "/accounts/manage-subscription/", {
        tier: "starter",
        password: LOAD_PASSWORD,
      }),
    ];
    const tiers = async () =>
      (
        await env.query<{ tier: string }>(
          `SELECT s.tier FROM subscriptions s JOIN users u ON u.id = s.user_id WHERE u.username = ANY($1) ORDER BY u.username`,
          [[starter!.username, pro!.username]],
        )
      )
        .map((r) => r.tier)
        .join(",");

    const tiersBefore = await tiers();
    const down = await Promise.all(calls());
    const clear = down.every(
      (r) => r.status === 503 && typeof r.json.error === "string" && !leaksInternals(JSON.stringify(r.json)),
    );
    const tiersDuring = await tiers();
    const checkoutRows = (await env.query<{ n: string }>("SELECT count(*) AS n FROM checkout_sessions"))[0]!.n;

    const forwarder = await forward(stripePort, fake.port);
    let up;
    try {
      up = await Promise.all(calls());
    } finally {
      await forwarder.close();
    }
    const tiersAfter = await tiers();

    // A webhook whose handler fails (its database stopped): 5xx; retried: applied once.
    const event = {
      id: `evt_drill_${env.runId}`,
      object: "event",
      type: "invoice.payment_failed",
      created: Math.floor(Date.now() / 1000) + 5,
      livemode: false,
      api_version: "2025-01-01",
      data: { object: { id: `in_drill_${env.runId}`, object: "invoice", subscription: "sub_drill" } },
    };
    const payload = JSON.stringify(event);
    const sign = () =>
      new Stripe("sk_test_drill").webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const deliver = () =>
      fetch(`${app.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": sign() },
        body: payload,
      }).then(async (r) => ({ status: r.status, body: await r.text() }));
    await env.cluster.stop();
    const failed = await deliver();
    await env.cluster.start();
    const retries = [];
    for (let i = 0; i < 3; i++) {
      retries.push(await deliver());
      await sleep(500);
    }
    const applied = await env.query<{ events: string; emails: string; status: string }>(
      `SELECT (SELECT count(*) FROM stripe_events WHERE id = $1) AS events,
              (SELECT count(*) FROM email_outbox WHERE kind = 'payment_failed' AND recipient = $2) AS emails,
              (SELECT status FROM subscriptions WHERE stripe_subscription_id = 'sub_drill') AS status`,
      [event.id, `${pro!.username}@load.test`],
    );
    await fake.close();
    const a = applied[0]!;
    return [
      check(
        "with Stripe down, checkout and plan changes answer 503 with a clear message",
        clear,
        down
          .map(
            (r, i) =>
              `${["guest checkout", "upgrade", "downgrade"][i]} ${r.status} "${String(r.json.error ?? r.json.detail ?? "").slice(0, 90)}"`,
          )
          .join("; "),
      ),
      check(
        "nothing half-written while Stripe was down",
        tiersDuring === tiersBefore && checkoutRows === "0",
        `plans before ${tiersBefore}, during ${tiersDuring}; ${checkoutRows} checkout rows`,
      ),
      check(
        "the same calls succeed once Stripe answers again",
        up.every((r) => r.status === 200) && tiersAfter === "starter,starter",
        `${up.map((r) => r.status).join(", ")}; plans after: ${tiersAfter} (the downgrade applied, the upgrade waits for payment)`,
      ),
      check(
        "a webhook failing inside the handler answers 5xx",
        failed.status >= 500 && !leaksInternals(failed.body),
        `${failed.status} ${failed.body.slice(0, 120)}`,
      ),
      check(
        "retried, it applies exactly once",
        retries.every((r) => r.status === 200) && a.events === "1" && a.emails === "1" && a.status === "grace_period",
        `retries answered ${retries.map((r) => r.status).join(", ")}; ${a.events} event row, ${a.emails} payment-failed email, subscription ${a.status}`,
      ),
    ];
  });
}

/** A TCP port that forwards to `target`: Stripe "coming back" on the port the app was given. */
async function forward(port: number, target: number): Promise<{ close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    const upstream = connect(target, "127.0.0.1");
    sockets.add(socket).add(upstream);
    socket.pipe(upstream).pipe(socket);
    const end = () => {
      socket.destroy();
      upstream.destroy();
    };
    socket.on("error", end).on("close", end);
    upstream.on("error", end).on("close", end);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
