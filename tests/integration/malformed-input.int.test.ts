import { mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { NextRequest } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import { resetEnvCache } from "@/lib/env";
import { routeInputs } from "@/lib/http/route";
import { db } from "@/lib/server/db/client";
import { createUserWithSession, uniqueName } from "../support/factories";
import { jsonRequest } from "../support/requests";
import { checkoutSession, eventId, signedRequest, stripeEvent } from "../support/stripe-events";

/**
 * Hostile input must be refused as the client's mistake (400, or 404 where the thing cannot
 * exist), never a 500: ids out of PostgreSQL's int4 range or spelled oddly, in path params, query
 * strings and JSON bodies; JSON nested thousands deep; signed Stripe events of the wrong shape;
 * NUL bytes and lone surrogates. Every route file under app/ is found on disk, so a new route is
 * swept without touching this file.
 */

let dataDir = "";
beforeAll(() => {
  // Mail the routes send (setup links, notices) goes to a throw-away outbox.
  dataDir = mkdtempSync(path.join(tmpdir(), "ideaforge-malformed-"));
  process.env.DATA_DIR = dataDir;
  delete process.env.SMTP_URL;
  resetEnvCache();
});

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
type Method = (typeof METHODS)[number];
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

interface RouteFile {
  /** e.g. "/api/projects/[id]/milestones/[milestoneId]/" */
  pattern: string;
  /** Dynamic segments in order; catch-alls take a list. */
  segments: { name: string; catchAll: boolean }[];
  handlers: Partial<Record<Method, Handler>>;
}

function routeFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return routeFilesUnder(full);
    return entry.name === "route.ts" ? [full] : [];
  });
}

const APP_DIR = path.resolve("app");

async function loadRoutes(): Promise<RouteFile[]> {
  const files = routeFilesUnder(APP_DIR).sort();
  return Promise.all(
    files.map(async (file) => {
      const dirs = path
        .relative(APP_DIR, path.dirname(file))
        .split(path.sep)
        .filter((d) => d && !/^\(.*\)$/.test(d));
      const segments = dirs.flatMap((d) => {
        const m = /^\[(\.\.\.)?(.+)\]$/.exec(d);
        return m ? [{ name: m[2]!, catchAll: Boolean(m[1]) }] : [];
      });
      const mod = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      const handlers: RouteFile["handlers"] = {};
      for (const method of METHODS) if (typeof mod[method] === "function") handlers[method] = mod[method] as Handler;
      return { pattern: `/${dirs.join("/")}/`, segments, handlers };
    }),
  );
}

const routes = await loadRoutes();
const dynamicRoutes = routes.filter((r) => r.segments.length > 0);

/** Each request from its own address, so no per-address limit turns a 400 into a 429. */
let ipCounter = 0;
const nextIp = () => `198.51.${Math.floor(ipCounter / 250) % 250}.${(ipCounter++ % 250) + 1}`;

/** A subscriber with a verified session and one of everything a path can name. */
async function fixtures() {
  const { user, token } = await createUserWithSession({ tier: "pro" });
  const idea = await db().idea.create({
    data: {
      sourceKey: uniqueName("idea"),
      title: "t",
      description: "d",
      complaintSummary: "c",
      analysis: "a",
      category: "Tech",
      simplicityScore: 50,
    },
  });
  const project = await db().project.create({ data: { userId: user.id, ideaId: idea.id, title: "p" } });
  const milestone = await db().milestone.create({ data: { projectId: project.id, title: "m" } });
  const note = await db().note.create({ data: { projectId: project.id, content: "n" } });
  const invoice = await db().invoice.create({
    data: {
      userId: user.id,
      stripeInvoiceId: uniqueName("in"),
      number: "IF-1",
      issuedAt: new Date(),
      amountCents: 900,
      status: "paid",
    },
  });
  return { user, token, idea, project, milestone, note, invoice };
}
type Fixtures = Awaited<ReturnType<typeof fixtures>>;

/** The real value of a path segment (the fixture it names), or null for tokens and catch-alls. */
function realParam(pattern: string, name: string, f: Fixtures): string | null {
  if (name === "milestoneId") return String(f.milestone.id);
  if (name === "noteId") return String(f.note.id);
  if (name === "userId") return String(f.user.id);
  if (name !== "id") return null;
  if (pattern.includes("/projects/[id]/")) return String(f.project.id);
  if (pattern.includes("/ideas/[id]/") || pattern.includes("/idea/[id]/")) return String(f.idea.id);
  if (pattern.includes("/invoices/[id]/")) return String(f.invoice.id);
  return null;
}

/** A body each unsafe call accepts with real params, so the param alone decides the answer. */
function sampleBody(pattern: string, method: Method, f: Fixtures): unknown {
  if (method === "DELETE" || method === "GET") return undefined;
  if (pattern.endsWith("/notes/") || pattern.endsWith("/notes/[noteId]/")) return { content: "a note" };
  if (pattern.endsWith("/milestones/") || pattern.endsWith("/milestones/[milestoneId]/"))
    return { title: "a milestone" };
  if (pattern.endsWith("/reorder-milestones/")) return { milestone_order: [f.milestone.id] };
  return {};
}

/** The URL only labels the request (the handler gets `params`); a lone surrogate has no percent-encoding. */
const encodeSegment = (value: string) => encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "\uFFFD"));

function urlFor(pattern: string, params: Record<string, string | string[]>, query = ""): string {
  const filled = pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, name: string) => {
    const v = params[name]!;
    return Array.isArray(v) ? v.map(encodeSegment).join("/") : encodeSegment(v);
  });
  return query ? `${filled}?${query}` : filled;
}

function call(
  route: RouteFile,
  method: Method,
  params: Record<string, string | string[]>,
  opts: { session?: string; body?: unknown; query?: string },
) {
  const req = jsonRequest(method, urlFor(route.pattern, params, opts.query), opts.body, {
    session: opts.session,
    ip: nextIp(),
  });
  return route.handlers[method]!(req, { params: Promise.resolve(params) });
}

function paramsWith(route: RouteFile, f: Fixtures, bad?: { name: string; value: string }) {
  const params: Record<string, string | string[]> = {};
  for (const s of route.segments) {
    const value =
      bad?.name === s.name
        ? bad.value
        : (realParam(route.pattern, s.name, f) ?? (s.name === "version" ? "0123456789abcdef" : "x"));
    params[s.name] = s.catchAll ? [value] : value;
  }
  return params;
}

/** Ids as a path, a query or a JSON string may spell them, none of them a usable id. */
const BAD_ID_TEXT = [
  "0",
  "-0",
  "-1",
  "2147483648", // 2^31: one past PostgreSQL's int4
  "4294967296",
  "9007199254740993",
  "9".repeat(400),
  "1.5",
  "1.0",
  "1e3",
  "1E3",
  "+1",
  " 1",
  "1 ",
  "\t1",
  "1\n",
  "0x10",
  "01",
  "Infinity",
  "NaN",
  "null",
  "",
  "%",
  "%ZZ",
  "%E0%A4%A",
  "\u0000",
  "2147483647\u0000", // NUL is dropped: then the largest int4, which names nothing
  "\uD800",
  "\uDC00x",
  "x".repeat(5000),
];

/** Ids as a JSON body may carry them, none of them a usable id. */
const BAD_ID_JSON: unknown[] = [
  0,
  -1,
  2147483648,
  4294967296,
  9007199254740993,
  1e300,
  1.5,
  -0.5,
  "2147483648",
  " 1",
  "1e3",
  "+1",
  "",
  "\u0000",
  "\uD800",
  null,
  true,
  [],
  {},
  [1],
  { id: 1 },
];

/** Whether the route parses a JSON body (the wrapper's schema), not raw text or a stream. */
const readsJson = (r: RouteFile, m: Method) =>
  Boolean(routeInputs(r.handlers[m])?.body) && !routeInputs(r.handlers[m])?.rawBody;

const statusOf = async (res: Response | Promise<Response>) => (await res).status;

describe.each(dynamicRoutes.map((r) => [r.pattern, r] as const))("path params of %s", (_pattern, route) => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await fixtures();
  });
  // DELETE last: it removes the fixtures the other methods name.
  const methods = METHODS.filter((m) => route.handlers[m]).sort(
    (a, b) => Number(a === "DELETE") - Number(b === "DELETE"),
  );

  describe.each(methods)("%s", (method) => {
    it.each(route.segments.map((s) => s.name))("answers 400 or 404, never 500, to each malformed %s", async (name) => {
      const real = realParam(route.pattern, name, f);
      // The real id spelled another way must not reach the real thing either.
      const respelled =
        real === null
          ? []
          : [
              `+${real}`,
              ` ${real}`,
              `${real} `,
              `${real}.0`,
              `${real}e0`,
              `0${real}`,
              `${real}\n`,
              `0x${Number(real).toString(16)}`,
            ];
      const answers: Record<string, number> = {};
      for (const value of [...BAD_ID_TEXT, ...respelled]) {
        answers[JSON.stringify(value).slice(0, 40)] = await statusOf(
          call(route, method, paramsWith(route, f, { name, value }), {
            session: f.token,
            body: sampleBody(route.pattern, method, f),
          }),
        );
      }
      expect(Object.entries(answers).filter(([, status]) => status !== 400 && status !== 404)).toEqual([]);
    });

    const namesAFixture = route.segments.every(
      (s) =>
        ["milestoneId", "noteId"].includes(s.name) ||
        (s.name === "id" && /\/(projects|ideas|idea|invoices)\/\[id\]\//.test(route.pattern)),
    );
    if (namesAFixture) {
      it("answers 2xx to the same call with the real ids (so the param alone was refused)", async () => {
        expect(
          await statusOf(
            call(route, method, paramsWith(route, f), { session: f.token, body: sampleBody(route.pattern, method, f) }),
          ),
        ).toBeLessThan(300);
      });
    }
  });
});

const DEEP = 10_000;
const DEEP_BODIES: [string, string][] = [
  ["arrays", "[".repeat(DEEP) + "]".repeat(DEEP)],
  ["objects", '{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP)],
  ["objects under a known key", '{"content":' + "[".repeat(DEEP) + "]".repeat(DEEP) + "}"],
  ["arrays 200,000 deep", "[".repeat(200_000) + "]".repeat(200_000)],
];

describe.each(
  routes
    .filter((r) => r.handlers.POST || r.handlers.PUT || r.handlers.PATCH || r.handlers.DELETE)
    .map((r) => [r.pattern, r] as const),
)("deep JSON bodies on %s", (_pattern, route) => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await fixtures();
  });
  const methods = (["POST", "PUT", "PATCH", "DELETE"] as const).filter((m) => route.handlers[m]);
  it.each(methods)(
    "%s: a body nested 10,000 or more deep is 400 (or 413) where JSON is read, never a 500",
    async (method) => {
      for (const [what, body] of DEEP_BODIES) {
        const status = await statusOf(call(route, method, paramsWith(route, f), { session: f.token, body }));
        // 413 where the route's own size limit is below the deep body.
        if (readsJson(route, method)) expect([400, 413], what).toContain(status);
        else expect(status, what).toBeLessThan(500);
      }
    },
  );
});

/** The top-level keys a zod object schema (or a pipe/transform of one) reads. */
function keysOf(schema: z.ZodType | undefined): string[] {
  let s = schema as unknown as
    | { shape?: Record<string, unknown>; def?: { type?: string; in?: unknown; innerType?: unknown; schema?: unknown } }
    | undefined;
  for (let i = 0; s && !s.shape && i < 10; i++) s = (s.def?.in ?? s.def?.innerType ?? s.def?.schema) as typeof s;
  return s?.shape ? Object.keys(s.shape) : [];
}

// The readiness probe reads no query, and its 503 means "not ready" (no job worker runs here).
const READINESS = "/api/health/ready/";

describe.each(routes.filter((r) => r.handlers.GET && r.pattern !== READINESS).map((r) => [r.pattern, r] as const))(
  "query strings of GET %s",
  (_pattern, route) => {
    let f: Fixtures;
    beforeAll(async () => {
      f = await fixtures();
    });
    const RAW_QUERY_VALUES = [
      "%E0%A4%A",
      "%FF",
      "%",
      "%ZZ",
      "%00",
      "%ED%A0%80",
      "2147483648",
      "-1",
      "1e3",
      "+1",
      "%201",
      "9".repeat(400),
      "1.5",
    ];

    if (routeInputs(route.handlers.GET)?.query) {
      it("finds the keys of its query schema (so the sweep below tries each)", () => {
        expect(keysOf(routeInputs(route.handlers.GET)?.query).length).toBeGreaterThan(0);
      });
    }

    it("never answers 500 to malformed percent-encoding, NUL or odd numbers in any of its query keys", async () => {
      const keys = [...new Set([...keysOf(routeInputs(route.handlers.GET)?.query), "id"])];
      const answers: Record<string, number> = {};
      for (const key of keys) {
        for (const value of RAW_QUERY_VALUES) {
          answers[`${key}=${value.slice(0, 20)}`] = await statusOf(
            call(route, "GET", paramsWith(route, f), { session: f.token, query: `${key}=${value}` }),
          );
        }
      }
      answers["%FF=1"] = await statusOf(
        call(route, "GET", paramsWith(route, f), { session: f.token, query: "%FF=1&%=%&%E0%A4%A" }),
      );
      expect(Object.entries(answers).filter(([, status]) => status >= 500)).toEqual([]);
    });
  },
);

describe("ids in JSON bodies", () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await fixtures();
  });
  const find = (pattern: string) => routes.find((r) => r.pattern === pattern)!;
  const cases: [string, Method, (f: Fixtures, id: unknown) => unknown][] = [
    ["/api/ideas/claim/", "POST", (_f, id) => ({ id })],
    ["/api/ideas/unclaim/", "POST", (_f, id) => ({ id })],
    ["/api/ideas/search/fetch-by-ids/", "POST", (_f, id) => ({ idea_ids: [id] })],
    ["/api/ideas/search/state/update/", "POST", (_f, id) => ({ last_results_ids: [id] })],
    ["/api/projects/batch-update/", "POST", (_f, id) => ({ projects: [{ id, status: { is_completed: false } }] })],
    [
      "/api/projects/batch-update/",
      "POST",
      (f, id) => ({ projects: [{ id: f.project.id, notes: [{ action: "update", id, content: "x" }] }] }),
    ],
    ["/api/projects/beacon-update/", "POST", (_f, id) => ({ projects: [{ id, status: { is_completed: false } }] })],
    ["/api/projects/[id]/reorder-milestones/", "PUT", (_f, id) => ({ milestone_order: [id] })],
    ["/accounts/devices/", "PUT", (_f, id) => ({ device_id: id, name: "Laptop" })],
    ["/accounts/devices/", "DELETE", (_f, id) => ({ device_id: id })],
  ];

  it.each(cases.map(([p, m, b], i) => [`${m} ${p} #${i}`, p, m, b] as const))(
    "%s: each malformed id is 400 or 404, never 500",
    async (_name, pattern, method, body) => {
      const route = find(pattern);
      expect(route?.handlers[method], pattern).toBeTypeOf("function");
      const answers: Record<string, number> = {};
      for (const id of BAD_ID_JSON) {
        answers[JSON.stringify(id)] = await statusOf(
          call(route, method, paramsWith(route, f), { session: f.token, body: body(f, id) }),
        );
      }
      expect(Object.entries(answers).filter(([, status]) => status !== 400 && status !== 404)).toEqual([]);
    },
  );

  it("takes the largest int4 as a well-formed id that names nothing (claim: 404; fetch-by-ids: 200 without it)", async () => {
    expect(
      await statusOf(call(find("/api/ideas/claim/"), "POST", {}, { session: f.token, body: { id: 2147483647 } })),
    ).toBe(404);
    const fetched = await call(
      find("/api/ideas/search/fetch-by-ids/"),
      "POST",
      {},
      { session: f.token, body: { idea_ids: [2147483647] } },
    );
    expect(fetched.status).toBe(200);
  });
});

describe("strings with NUL bytes and lone surrogates in JSON bodies", () => {
  const HOSTILE_STRINGS = ["\u0000", "a\u0000b", "\uD800", "x\uDC00", "\uDBFF\uDBFF", "\uD83D"];

  it.each(
    routes.flatMap((r) =>
      (["POST", "PUT", "PATCH", "DELETE"] as const)
        .filter((m) => readsJson(r, m))
        .map((m) => [`${m} ${r.pattern}`, r, m] as const),
    ),
  )("%s: never a 500, in any body field", async (_name, route, method) => {
    const inputs = routeInputs(route.handlers[method])!;
    // Its own user: a call that logs out or cancels must not change what the next route sees.
    const f = await fixtures();
    const base = (sampleBody(route.pattern, method, f) ?? {}) as Record<string, unknown>;
    const answers: Record<string, number> = {};
    for (const key of [...keysOf(inputs.body), "csrf_token"]) {
      for (const value of HOSTILE_STRINGS) {
        const body = JSON.stringify({ ...base, [key]: value });
        answers[`${key}=${JSON.stringify(value)}`] = await statusOf(
          call(route, method, paramsWith(route, f), { session: f.token, body }),
        );
        const nested = JSON.stringify({ ...base, [key]: { [value]: [value] } });
        answers[`${key}={nested}`] = await statusOf(
          call(route, method, paramsWith(route, f), { session: f.token, body: nested }),
        );
      }
    }
    expect(Object.entries(answers).filter(([, status]) => status >= 500)).toEqual([]);
  });

  it("keeps the Idea Board state with a lone surrogate in it (as U+FFFD) instead of failing", async () => {
    const f = await fixtures();
    const route = routes.find((r) => r.pattern === "/api/ideas/board-state/")!;
    const res = await call(
      route,
      "POST",
      {},
      { session: f.token, body: JSON.stringify({ parameters: { speed: "a\uD800b" }, filters: { "k\uDC00": "v" } }) },
    );
    expect(res.status).toBe(200);
    const saved = await call(route, "GET", {}, { session: f.token });
    expect(JSON.stringify(await saved.json())).toContain("a\uFFFDb");
  });
});

describe("signed Stripe webhooks of the wrong shape", () => {
  const webhook = routes.find((r) => r.pattern === "/api/webhooks/stripe/")!.handlers.POST!;
  const post = (payload: string) => webhook(signedRequest(payload), { params: Promise.resolve({}) });
  const eventRow = (id: string) => db().stripeEvent.findUnique({ where: { id } });
  const email = () => `${uniqueName("hook")}@example.test`;

  afterEach(() => vi.restoreAllMocks());

  const session = () => checkoutSession({ tier: "pro", email: email() });
  const sub = () => ({
    id: `sub_${uniqueName("s")}`,
    object: "subscription",
    status: "active",
    cancel_at_period_end: false,
    customer: "cus_x",
    items: { data: [{ price: { id: "price_x" }, current_period_end: 1_900_000_000 }] },
  });
  const invoice = () => ({
    id: `in_${uniqueName("i")}`,
    object: "invoice",
    subscription: `sub_${uniqueName("s")}`,
    amount_paid: 900,
    currency: "usd",
    created: 1_800_000_000,
  });
  const charge = () => ({
    id: `ch_${uniqueName("c")}`,
    object: "charge",
    payment_intent: `pi_${uniqueName("p")}`,
    refunded: true,
  });
  type Event = Record<string, unknown>;
  const withObject = (type: string, object: Record<string, unknown>): Event => stripeEvent(type, object);
  const envelope = (change: (e: Event) => void): Event => {
    const e: Event = stripeEvent("checkout.session.completed", session());
    change(e);
    return e;
  };
  const huge = "x".repeat(10_000);

  const MALFORMED: [string, Event | string][] = [
    ["no data", envelope((e) => delete e.data)],
    ["data: null", envelope((e) => (e.data = null))],
    ["data: a string", envelope((e) => (e.data = "x"))],
    ["data: a list", envelope((e) => (e.data = [{ object: session() }]))],
    ["data without object", envelope((e) => (e.data = {}))],
    ["data.object: null", envelope((e) => (e.data = { object: null }))],
    ["data.object: a string", envelope((e) => (e.data = { object: "cs_123" }))],
    ["data.object: a number", envelope((e) => (e.data = { object: 42 }))],
    ["data.object: a list", envelope((e) => (e.data = { object: [session()] }))],
    ["type missing", envelope((e) => delete e.type)],
    ["type a number", envelope((e) => (e.type = 42))],
    ["id a number", envelope((e) => (e.id = 42))],
    ["id missing", envelope((e) => delete e.id)],
    ["id of 10,000 characters", envelope((e) => (e.id = `evt_${huge}`))],
    ["id with NUL", envelope((e) => (e.id = "evt_\u0000"))],
    ["created a string", envelope((e) => (e.created = "yesterday"))],
    ["created far beyond any date", envelope((e) => (e.created = 1e300))],
    ["checkout: id a number", withObject("checkout.session.completed", { ...session(), id: 42 })],
    ["checkout: id an object", withObject("checkout.session.completed", { ...session(), id: { id: 1 } })],
    ["checkout: id of 10,000 characters", withObject("checkout.session.completed", { ...session(), id: `cs_${huge}` })],
    ["checkout: subscription a number", withObject("checkout.session.completed", { ...session(), subscription: 42 })],
    [
      "checkout: customer an object without id",
      withObject("checkout.session.completed", { ...session(), customer: { id: 42 } }),
    ],
    ["checkout: metadata a string", withObject("checkout.session.completed", { ...session(), metadata: "tier=pro" })],
    [
      "checkout: metadata.user_id a number",
      withObject("checkout.session.completed", { ...session(), metadata: { tier: "pro", user_id: 5 } }),
    ],
    [
      "checkout: metadata.user_id past int4",
      withObject("checkout.session.completed", { ...session(), metadata: { tier: "pro", user_id: "99999999999" } }),
    ],
    [
      "checkout: metadata.user_id 2^31",
      withObject("checkout.session.completed", { ...session(), metadata: { tier: "pro", user_id: "2147483648" } }),
    ],
    [
      "checkout: customer_details a string",
      withObject("checkout.session.completed", { ...session(), customer_details: "x" }),
    ],
    [
      "checkout: email with NUL",
      withObject("checkout.session.completed", { ...session(), customer_details: { email: "a\u0000@example.test" } }),
    ],
    [
      "checkout: amount_total a string",
      withObject("checkout.session.completed", { ...session(), amount_total: "900" }),
    ],
    [
      "checkout: amount_total past int4",
      withObject("checkout.session.completed", { ...session(), amount_total: 1e12 }),
    ],
    [
      "checkout: created far beyond any date",
      withObject("checkout.session.completed", { ...session(), created: 1e300 }),
    ],
    ["subscription: id a number", withObject("customer.subscription.updated", { ...sub(), id: 42 })],
    ["subscription: items a string", withObject("customer.subscription.updated", { ...sub(), items: "x" })],
    [
      "subscription: items.data of numbers",
      withObject("customer.subscription.updated", { ...sub(), items: { data: [1] } }),
    ],
    ["subscription: status a number", withObject("customer.subscription.deleted", { ...sub(), status: 5 })],
    [
      "subscription: period end a string",
      withObject("customer.subscription.updated", { ...sub(), current_period_end: "soon" }),
    ],
    ["invoice: id a number", withObject("invoice.paid", { ...invoice(), id: 42 })],
    ["invoice: amount_paid a string", withObject("invoice.paid", { ...invoice(), amount_paid: "900" })],
    ["invoice: amount_paid past int4", withObject("invoice.paid", { ...invoice(), amount_paid: 2 ** 40 })],
    ["invoice: parent a string", withObject("invoice.payment_failed", { ...invoice(), parent: "x" })],
    ["invoice: number a number", withObject("invoice.paid", { ...invoice(), number: 7 })],
    ["charge: payment_intent a number", withObject("charge.refunded", { ...charge(), payment_intent: 42 })],
    ["charge: refunded a string", withObject("charge.refunded", { ...charge(), refunded: "yes" })],
    [
      "arrays 10,000 deep",
      `{"id":"${eventId()}","type":"checkout.session.completed","created":1800000000,"data":{"object":{"id":"cs_1","x":${"[".repeat(DEEP)}${"]".repeat(DEEP)}}}}`,
    ],
    [
      "objects 10,000 deep",
      `{"id":"${eventId()}","type":"x","created":1800000000,"data":{"object":${'{"a":'.repeat(DEEP)}1${"}".repeat(DEEP)}}}`,
    ],
  ];

  it.each(MALFORMED)("%s: 400 and nothing written", async (_name, event) => {
    const payload = typeof event === "string" ? event : JSON.stringify(event);
    const before = {
      events: await db().stripeEvent.count(),
      checkouts: await db().checkoutSession.count(),
      subs: await db().subscription.count(),
      invoices: await db().invoice.count(),
    };
    const res = await post(payload);
    expect(res.status).toBe(400);
    expect(await res.json()).toHaveProperty("error");
    const after = {
      events: await db().stripeEvent.count(),
      checkouts: await db().checkoutSession.count(),
      subs: await db().subscription.count(),
      invoices: await db().invoice.count(),
    };
    expect(after).toEqual(before);
  });

  it("acknowledges a well-formed event of a type it does not handle (2xx, nothing applied), so Stripe does not retry it", async () => {
    const event = stripeEvent("customer.created", { id: "cus_new", object: "customer", email: email() });
    const res = await post(JSON.stringify(event));
    expect(res.status).toBe(200);
  });

  it("still answers 5xx to a well-formed event whose handling fails for a passing reason, writes nothing, and applies the retry once", async () => {
    const s = session();
    const event = stripeEvent("checkout.session.completed", s);
    const payload = JSON.stringify(event);
    // Once, the handler's write fails (a deadlock, after the event id was inserted); the redelivery goes through.
    const client = db();
    const realTransaction = client.$transaction.bind(client) as (
      fn: (tx: unknown) => Promise<unknown>,
      opts?: unknown,
    ) => Promise<unknown>;
    const failingWrites = (tx: object) =>
      new Proxy(tx, {
        get: (target, key) =>
          key === "checkoutSession"
            ? { upsert: () => Promise.reject(new Error("deadlock detected")) }
            : Reflect.get(target, key),
      });
    vi.spyOn(client, "$transaction").mockImplementationOnce(((fn: (tx: unknown) => Promise<unknown>, opts?: unknown) =>
      realTransaction((tx) => fn(failingWrites(tx as object)), opts)) as never);
    expect((await post(payload)).status).toBe(500);
    expect(await eventRow(event.id)).toBeNull();
    expect(await db().checkoutSession.count({ where: { stripeSessionId: s.id } })).toBe(0);

    expect((await post(payload)).status).toBe(200);
    expect(await db().checkoutSession.count({ where: { stripeSessionId: s.id } })).toBe(1);
    expect(await eventRow(event.id)).not.toBeNull();
  });

  it("still applies well-formed events of every handled type", async () => {
    for (const event of [
      stripeEvent("checkout.session.completed", session()),
      stripeEvent("customer.subscription.updated", sub()),
      stripeEvent("invoice.paid", invoice()),
      stripeEvent("invoice.payment_failed", {
        ...invoice(),
        parent: { subscription_details: { subscription: "sub_x" } },
      }),
      stripeEvent("charge.refunded", charge()),
    ]) {
      const res = await post(JSON.stringify(event));
      expect(res.status, event.type).toBe(200);
      expect(await eventRow(event.id), event.type).not.toBeNull();
    }
  });
});
