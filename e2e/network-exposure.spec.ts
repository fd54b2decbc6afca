import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { e2eDb, expect, test } from "./support/fixtures";

/**
 * A development instance started the way users start it gives nothing to the network: it listens
 * on loopback only, and even there no answer carries a password-reset link.
 */
const port = Number(new URL(process.env.E2E_BASE_URL!).port);

/** This machine's addresses that other machines can reach. */
function outwardAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((i) => i && !i.internal && (i.family === "IPv4" || i.family === "IPv6") && !i.address.startsWith("fe80"))
    .map((i) => i!.address);
}

function accepts(host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2_000 });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.once("timeout", () => (socket.destroy(), resolve(false)));
  });
}

test("the app accepts no connection on the machine's network addresses, only on loopback", async () => {
  const outward = outwardAddresses();
  test.skip(outward.length === 0, "this machine has no network address besides loopback");
  expect(await accepts("127.0.0.1")).toBe(true);
  for (const address of outward) expect(await accepts(address), address).toBe(false);
});

test("the password-reset request answers without the link, for an account and for nobody alike", async ({
  request,
}) => {
  const token = (await (await request.get("/accounts/csrf/")).json()).csrfToken as string;
  const user = await e2eDb().user.findFirstOrThrow({ where: { username: "demo_starter" }, select: { email: true } });
  for (const email of [user.email, "nobody-at-all@example.test"]) {
    const res = await request.post("/accounts/reset-password-request/", {
      data: { email },
      headers: { "X-CSRFToken": token },
    });
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: `If an account exists for ${email}, you will receive password reset instructions.`,
    });
  }
  // Give the hourly reset allowance of this (loopback) address back to the specs that follow.
  await e2eDb().rateLimitBucket.deleteMany({ where: { key: { startsWith: "password-reset:" } } });
});
