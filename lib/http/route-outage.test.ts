import { describe, expect, it } from "vitest";
import Stripe from "stripe";
import { DATABASE_UNAVAILABLE_MESSAGE, PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE, errorResponse } from "./route";

/** Errors as the pg driver and Prisma's adapter raise them when PostgreSQL is down or restarting. */
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
const shutdown = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
const wrapped = new Error("Invalid `prisma.project.findMany()` invocation", {
  cause: { kind: "postgres", originalCode: "57P01", cause: shutdown },
});
const terminated = new Error("Connection terminated unexpectedly");
// What Prisma's adapter raised when the server stopped under a pooled connection (seen in the drill).
const closed = Object.assign(
  new Error(
    "Invalid `prisma.$queryRaw()` invocation:\n\nRaw query failed. Code: `N/A`. Message: `Server has closed the connection.`",
  ),
  { code: "P2010" },
);

describe("a database outage in a route", () => {
  it.each([
    ["connection refused", refused],
    ["server shutting down", shutdown],
    ["wrapped by Prisma", wrapped],
    ["connection lost mid-query", terminated],
    ["pooled connection closed by the server", closed],
  ])("answers 503 with a clear message and Retry-After (%s)", async (_, error) => {
    const res = errorResponse(error, "req-1");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    const body = await res.json();
    expect(body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE });
    expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED|at .*\.ts|stack/);
  });

  it("answers 503 with a clear message when Stripe cannot be reached", async () => {
    const error = new Stripe.errors.StripeConnectionError({
      message: "An error occurred with our connection to Stripe.",
    });
    const res = errorResponse(error, "req-3");
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: PAYMENT_PROVIDER_UNAVAILABLE_MESSAGE });
  });

  it("keeps Stripe's refusals of a bad request out of the 503s", async () => {
    const error = new Stripe.errors.StripeInvalidRequestError({
      message: "No such price",
      type: "invalid_request_error",
    });
    expect(errorResponse(error, "req-4").status).toBe(500);
  });

  it("still answers 500 without details for any other error", async () => {
    const res = errorResponse(new TypeError("x is undefined"), "req-2");
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: "Something went wrong on our side. Please try again.",
      request_id: "req-2",
    });
  });
});
