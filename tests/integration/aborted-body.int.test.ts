import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as supportPost } from "@/app/api/accounts/support/submit/route";
import { log } from "@/lib/log";
import { PEER_ADDRESS_HEADER } from "@/lib/http/peer";
import { CSRF, ORIGIN } from "@/tests/support/requests";

/**
 * The attack: hundreds of slow request bodies whose clients hang up mid-body. Each aborted body is
 * the client's doing: a 400, logged as an aborted request, never a 'database unavailable' warning
 * and a 503 (which would page someone about an outage that is not there).
 */
afterEach(() => vi.restoreAllMocks());

function hangingUpBody(): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(new TextEncoder().encode('{"email":"slow@example.test","subj'));
        return;
      }
      // What Node's HTTP server gives a handler when the client closes the socket mid-body.
      controller.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
    },
  });
}

describe("a request body cut off by its client", () => {
  it("is a 400, logged as an aborted request and not as a database outage", async () => {
    const warn = vi.spyOn(log, "warn");
    const req = new NextRequest(`${ORIGIN}/api/accounts/support/submit/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        cookie: `csrftoken=${CSRF}`,
        "x-csrftoken": CSRF,
        origin: ORIGIN,
        [PEER_ADDRESS_HEADER]: "203.0.113.90",
      },
      body: hangingUpBody(),
      duplex: "half",
      // Node's fetch wants `duplex` for a streamed body; Next's RequestInit type does not name it.
    } as ConstructorParameters<typeof NextRequest>[1]);
    const res = await supportPost(req);
    expect(res.status).toBe(400);
    expect(warn.mock.calls.map((c) => c[0])).not.toContain("database unavailable");
  });
});
