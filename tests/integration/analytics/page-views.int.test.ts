import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { randomBytes } from "node:crypto";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { POST as pageView } from "@/app/api/analytics/page-view/route";
import { db } from "@/lib/server/db/client";
import { reset } from "@/lib/server/security/rate-limit";
import { createUserWithSession } from "@/tests/support/factories";
import { CSRF, ORIGIN, jsonRequest } from "@/tests/support/requests";
import { PAGE_VIEW_LIMIT } from "@/lib/server/analytics/page-views";

const PATH = "/api/analytics/page-view/";
const visitor = () => `v-${randomBytes(8).toString("hex")}`;
const ip = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
const rowsOf = (visitorId: string) => db().pageView.findMany({ where: { visitorId }, orderBy: { id: "asc" } });

/** What navigator.sendBeacon sends: text/plain, cookies, an Origin, no X-CSRFToken header. */
function beacon(
  body: string,
  { origin = ORIGIN, session, from = ip() }: { origin?: string; session?: string; from?: string } = {},
) {
  const cookie = [`csrftoken=${CSRF}`, session ? `sessionid=${session}` : ""].filter(Boolean).join("; ");
  const headers = new Headers({
    "content-type": "text/plain;charset=UTF-8",
    cookie,
    origin,
    [PEER_ADDRESS_HEADER]: from,
  });
  return new NextRequest(`${ORIGIN}${PATH}`, { method: "POST", headers, body });
}

describe("POST /api/analytics/page-view/", () => {
  it("stores a guest's view from a beacon, without the path's query string or the referrer's", async () => {
    const id = visitor();
    const res = await pageView(
      beacon(
        JSON.stringify({
          path: "/signup?token=one-time-secret",
          referrer: "/reset-password?uidb64=x&token=y",
          visitor_id: id,
          csrf_token: CSRF,
        }),
      ),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const rows = await rowsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ path: "/signup", referrer: "/reset-password", userId: null, visitorId: id });
    expect(JSON.stringify(rows, (_k, v) => (typeof v === "bigint" ? String(v) : v))).not.toContain("secret");
  });

  it("records the logged-in user, and keeps only the origin of another site's referrer", async () => {
    const { token, user } = await createUserWithSession();
    const id = visitor();
    const res = await pageView(
      jsonRequest(
        "POST",
        PATH,
        { path: "/projects#top", referrer: "https://news.example.com/item?id=42", visitor_id: id },
        { session: token, ip: ip() },
      ),
    );
    expect(res.status).toBe(200);
    expect(await rowsOf(id)).toMatchObject([
      { path: "/projects", referrer: "https://news.example.com", userId: user.id },
    ]);
  });

  it("refuses bad input with 400 and stores nothing", async () => {
    const id = visitor();
    const bad: unknown[] = [
      {},
      { path: "projects", visitor_id: id },
      { path: "//evil.example/", visitor_id: id },
      { path: "https://evil.example/", visitor_id: id },
      { path: `/${"a".repeat(600)}`, visitor_id: id },
      { path: "/", visitor_id: "<b>x</b>" },
      { path: ["/"], visitor_id: id },
    ];
    for (const body of bad) {
      const res = await pageView(jsonRequest("POST", PATH, body, { ip: ip() }));
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const malformed = await pageView(beacon(`{"path": "/", "csrf_token": "${CSRF}"`));
    expect(malformed.status).toBe(403); // no readable token in an unparseable body
    const malformedWithHeader = await pageView(jsonRequest("POST", PATH, "{not json", { ip: ip() }));
    expect(malformedWithHeader.status).toBe(400);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("refuses an oversized body with 413", async () => {
    const id = visitor();
    const res = await pageView(
      jsonRequest("POST", PATH, { path: "/", visitor_id: id, padding: "x".repeat(10_000) }, { ip: ip() }),
    );
    expect(res.status).toBe(413);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("refuses a view without the CSRF token or from another origin (403)", async () => {
    const id = visitor();
    expect((await pageView(beacon(JSON.stringify({ path: "/", visitor_id: id })))).status).toBe(403);
    expect(
      (
        await pageView(
          beacon(JSON.stringify({ path: "/", visitor_id: id, csrf_token: CSRF }), { origin: "https://evil.example" }),
        )
      ).status,
    ).toBe(403);
    expect(await rowsOf(id)).toEqual([]);
  });

  it("limits one address to its views per minute (429 with Retry-After)", async () => {
    const from = "192.0.2.77";
    await reset(`page-view:${from}`);
    const id = visitor();
    for (let i = 0; i < PAGE_VIEW_LIMIT.limit; i++) {
      expect(
        (await pageView(beacon(JSON.stringify({ path: `/p${i}`, visitor_id: id, csrf_token: CSRF }), { from }))).status,
      ).toBe(200);
    }
    const over = await pageView(beacon(JSON.stringify({ path: "/over", visitor_id: id, csrf_token: CSRF }), { from }));
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await db().pageView.count({ where: { visitorId: id } })).toBe(PAGE_VIEW_LIMIT.limit);
    await reset(`page-view:${from}`);
  });
});
