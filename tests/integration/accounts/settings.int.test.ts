import { describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/accounts/change-password/route";
import { POST as changeUsername } from "@/app/accounts/change-username/route";
import { POST as checkEmail } from "@/app/accounts/check-email/route";
import { POST as checkUsername } from "@/app/accounts/check-username/route";
import { GET as getSecurity, PUT as putSecurity } from "@/app/accounts/security-settings/route";
import { POST as verifyPassword } from "@/app/accounts/verify-password/route";
import { hashPassword } from "@/lib/auth/passwords";
import { createSession, verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest } from "@/tests/support/requests";

const PASSWORD = "Settings-Pass-1";

async function signedIn() {
  const user = await createUser({ username: uniqueName("Sam") });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD) } });
  const { token } = await createSession(user.id);
  return { user, token };
}

describe("account settings calls", () => {
  it("verify-password: 200 for the right password, 400 with the spec's message otherwise", async () => {
    const { token } = await signedIn();
    expect(
      (
        await verifyPassword(
          jsonRequest("POST", "/accounts/verify-password/", { password: PASSWORD }, { session: token }),
        )
      ).status,
    ).toBe(200);
    const wrong = await verifyPassword(
      jsonRequest("POST", "/accounts/verify-password/", { password: "nope-Nope-1" }, { session: token }),
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: "Invalid password. Please try again." });
  });

  it("change-username applies the rules on the server, reserved names and case-insensitive clashes included", async () => {
    const { token, user } = await signedIn();
    const other = await createUser({ username: uniqueName("Taken") });
    const call = (new_username: string, password = PASSWORD) =>
      changeUsername(jsonRequest("POST", "/accounts/change-username/", { new_username, password }, { session: token }));

    const reserved = await call("ADMIN");
    expect(reserved.status).toBe(400);
    expect((await reserved.json()).error).toBe("This username is reserved and cannot be used");
    expect((await (await call("no spaces!")).json()).error).toBe(
      "Username can only contain letters, numbers, hyphens, and underscores",
    );
    const clash = await call(other.username.toUpperCase());
    expect(clash.status).toBe(400);
    expect((await clash.json()).error).toBe("This username is already taken.");
    expect((await call("fresh_name_1", "Wrong-Pass-1")).status).toBe(400);

    const renamed = `${uniqueName("New")}`;
    const ok = await call(renamed);
    expect(ok.status).toBe(200);
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe(renamed);
  });

  it("change-password ends every other session and keeps the current one", async () => {
    const { token, user } = await signedIn();
    const other = await createSession(user.id);
    const res = await changePassword(
      jsonRequest(
        "POST",
        "/accounts/change-password/",
        { old_password: PASSWORD, new_password: "Brand-New-Pass-2" },
        { session: token },
      ),
    );
    expect(res.status).toBe(200);
    expect(await verifySession(other.token)).toBeNull();
    expect(await verifySession(token)).not.toBeNull();
    // The old cookie of the other session is now refused by every user call.
    expect(
      (await getSecurity(jsonRequest("GET", "/accounts/security-settings/", undefined, { session: other.token })))
        .status,
    ).toBe(401);
  });

  it("change-password refuses a weak new password with the rule's message", async () => {
    const { token } = await signedIn();
    const res = await changePassword(
      jsonRequest(
        "POST",
        "/accounts/change-password/",
        { old_password: PASSWORD, new_password: "short" },
        { session: token },
      ),
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error).toBe("Password must be at least 8 characters long");
  });

  it("check-username reports availability case-insensitively; check-email answers only inside signup", async () => {
    const { user } = await signedIn();
    const taken = await (
      await checkUsername(jsonRequest("POST", "/accounts/check-username/", { username: user.username.toUpperCase() }))
    ).json();
    expect(taken).toMatchObject({ available: false });
    const free = await (
      await checkUsername(jsonRequest("POST", "/accounts/check-username/", { username: uniqueName("free") }))
    ).json();
    expect(free).toMatchObject({ available: true });
    // Outside the signup flow (no setup link) the email check tells nothing about an account.
    const email = await (
      await checkEmail(jsonRequest("POST", "/accounts/check-email/", { email: user.email.toUpperCase() }))
    ).json();
    expect(email).toEqual({ error: "Invalid or expired token" });
    const empty = await checkEmail(jsonRequest("POST", "/accounts/check-email/", { email: "" }));
    expect(empty.status).toBe(400);
    expect((await empty.json()).error).toBe("Email is required.");
  });

  it("security settings default to no device verification and can be changed", async () => {
    const { token } = await signedIn();
    expect(
      await (
        await getSecurity(jsonRequest("GET", "/accounts/security-settings/", undefined, { session: token }))
      ).json(),
    ).toEqual({ require_device_verification: false });
    const put = await putSecurity(
      jsonRequest("PUT", "/accounts/security-settings/", { require_device_verification: true }, { session: token }),
    );
    expect(await put.json()).toEqual({ require_device_verification: true });
  });

  it("every unsafe settings call without a CSRF token is 403 and changes nothing", async () => {
    const { token, user } = await signedIn();
    const res = await changeUsername(
      jsonRequest(
        "POST",
        "/accounts/change-username/",
        { new_username: "csrf_victim", password: PASSWORD },
        { session: token, csrf: false },
      ),
    );
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ detail: "CSRF token missing or incorrect." });
    expect((await db().user.findUniqueOrThrow({ where: { id: user.id } })).username).toBe(user.username);
  });
});
