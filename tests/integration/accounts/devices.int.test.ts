import { describe, expect, it } from "vitest";
import { GET as deviceInfoGet } from "@/app/accounts/device-info/route";
import { DELETE as devicesDelete, GET as devicesGet, PUT as devicesPut } from "@/app/accounts/devices/route";
import { PUT as securityPut } from "@/app/accounts/security-settings/route";
import { POST as verifyDevicePost } from "@/app/accounts/verify-device/route";
import { GET as verifySessionGet } from "@/app/accounts/verify-session/route";
import { GET as apiDevicesGet } from "@/app/api/security/devices/route";
import { withTemporaryOutbox } from "@/tests/support/password-reset";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { setCookieValue } from "@/tests/support/requests";
import {
  REQUIRED,
  SAFARI_IPHONE,
  UNABLE,
  latestCode,
  login,
  req,
  settings,
  userWithPassword,
  verify,
} from "@/tests/support/devices";

withTemporaryOutbox();

const listDevices = async (session: string) =>
  (await (await devicesGet(req("GET", "/accounts/devices/", undefined, { session }))).json()).devices;

describe("devices and device verification", () => {
  it("with the setting off, login approves the device and sets a one-year HttpOnly device cookie", async () => {
    const user = await userWithPassword();
    const { res, body, session, device } = await login(user.username);
    expect(body.redirect_to).toBeUndefined();
    const line = res.headers.getSetCookie().find((c) => c.startsWith("device_id="))!;
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Max-Age=31536000/);
    expect(device).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect((await settings(session)).status).toBe(200);

    const rows = await db().device.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.approvedAt).not.toBeNull();
    expect(rows[0]!.deviceKey).not.toBe(device); // only a hash is stored
    expect((await verifySession(session))?.deviceId).toBe(rows[0]!.id);

    // The same browser again: the cookie is kept, no new device.
    const again = await login(user.username, { device });
    expect(setCookieValue(again.res, "device_id")).toBeUndefined();
    expect(await db().device.count({ where: { userId: user.id } })).toBe(1);
  });

  it("with the setting on, a new device's session is blocked until it is approved; the same device later is not", async () => {
    const user = await userWithPassword();
    const first = await login(user.username);
    const put = await securityPut(
      req("PUT", "/accounts/security-settings/", { require_device_verification: true }, { session: first.session }),
    );
    expect((await put.json()).require_device_verification).toBe(true);

    const fresh = await login(user.username, { ua: SAFARI_IPHONE });
    expect(fresh.body.redirect_to).toBe("/verify-device");
    const blocked = await settings(fresh.session);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual(REQUIRED);
    expect((await devicesGet(req("GET", "/accounts/devices/", undefined, { session: fresh.session }))).status).toBe(
      403,
    );
    expect(
      (await deviceInfoGet(req("GET", "/accounts/device-info/", undefined, { session: fresh.session }))).status,
    ).toBe(403);
    // The session check and the approval itself stay open to it.
    expect(
      (
        await (
          await verifySessionGet(req("GET", "/accounts/verify-session/", undefined, { session: fresh.session }))
        ).json()
      ).authenticated,
    ).toBe(true);
    const deviceId = String((await verifySession(fresh.session))!.deviceId);

    const ok = await verify(fresh.session, { device_id: deviceId, code: await latestCode(user.email) });
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, redirect_to: "/projects" });
    expect((await settings(fresh.session)).status).toBe(200);
    const info = await (
      await deviceInfoGet(req("GET", "/accounts/device-info/", undefined, { session: fresh.session }))
    ).json();
    expect(info).toEqual({
      device: "Mobile",
      browser: "Safari",
      os: "iOS",
      device_id: deviceId,
      default_name: "Mobile on iOS",
    });
    const approved = await db().device.findUniqueOrThrow({ where: { id: Number(deviceId) } });
    expect(approved.name).toBe("Mobile on iOS");
    expect(approved.approvedAt).not.toBeNull();

    // Next time this browser (same cookie) needs nothing; the first, auto-approved one neither.
    const back = await login(user.username, { device: fresh.device, ua: SAFARI_IPHONE });
    expect(back.body.redirect_to).toBeUndefined();
    expect((await settings(back.session)).status).toBe(200);
    expect((await login(user.username, { device: first.device })).body.redirect_to).toBeUndefined();
    // Without the cookie it is a new device again.
    expect((await login(user.username, { ua: SAFARI_IPHONE })).body.redirect_to).toBe("/verify-device");
  });

  it("verify-device checks the device id and the name, and answers a safe redirect_to", async () => {
    const user = await userWithPassword({ requireDeviceVerification: true });
    const { session, device } = await login(user.username);
    const code = await latestCode(user.email);
    const other = await login(user.username);
    const otherCode = await latestCode(user.email);
    const otherId = String((await verifySession(other.session))!.deviceId);

    const wrong = await verify(session, { code, device_id: otherId });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: UNABLE });
    const long = await verify(session, { code, device_name: "x".repeat(51) });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe("Device name must be at most 50 characters");
    expect((await settings(session)).status).toBe(403);

    // The device cookie's key names this device too; the name is trimmed; an unsafe target is
    // ignored; the code may come with the spaces people type.
    const ok = await verify(session, {
      code: ` ${code.slice(0, 3)} ${code.slice(3)} `,
      device_id: device,
      device_name: "  My laptop  ",
      return_to: "//evil.example",
    });
    expect(await ok.json()).toEqual({ success: true, redirect_to: "/projects" });
    const named = await db().device.findFirstOrThrow({ where: { userId: user.id, name: "My laptop" } });
    expect(named.approvedAt).not.toBeNull();
    // Only this session was let through.
    expect((await settings(other.session)).status).toBe(403);
    const otherOk = await verify(other.session, { code: otherCode, return_to: "/account?tab=plan" });
    expect((await otherOk.json()).redirect_to).toBe("/account?tab=plan");
  });

  it("lists, renames and removes devices; removing one ends its sessions", async () => {
    const user = await userWithPassword();
    const laptop = await login(user.username);
    const phone = await login(user.username, { ua: SAFARI_IPHONE });
    const phone2 = await login(user.username, { ua: SAFARI_IPHONE, device: phone.device });

    const devices = await listDevices(laptop.session);
    expect(devices).toHaveLength(2);
    const mine = devices.find((d: { current: boolean }) => d.current);
    const theirs = devices.find((d: { current: boolean }) => !d.current);
    expect(mine).toMatchObject({
      name: "Desktop on Windows",
      device: "Desktop",
      browser: "Chrome",
      os: "Windows",
      approved: true,
    });
    expect(theirs).toMatchObject({ name: "Mobile on iOS", browser: "Safari", os: "iOS" });
    expect(Object.keys(mine).sort()).toEqual([
      "approved",
      "browser",
      "created_at",
      "current",
      "device",
      "device_id",
      "last_seen_at",
      "name",
      "os",
    ]);
    expect(JSON.stringify(devices)).not.toContain(laptop.device);
    expect(
      await (await apiDevicesGet(req("GET", "/api/security/devices/", undefined, { session: laptop.session }))).json(),
    ).toEqual({ devices });

    const renamed = await devicesPut(
      req(
        "PUT",
        "/accounts/devices/",
        { device_id: theirs.device_id, name: " Work phone " },
        { session: laptop.session },
      ),
    );
    expect((await renamed.json()).device).toMatchObject({ device_id: theirs.device_id, name: "Work phone" });
    const tooLong = await devicesPut(
      req(
        "PUT",
        "/accounts/devices/",
        { device_id: theirs.device_id, name: "y".repeat(51) },
        { session: laptop.session },
      ),
    );
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors.name).toEqual(["Device name must be at most 50 characters"]);
    // The spec's body is device_id alone: the device is answered, its name left as it was.
    const bare = await devicesPut(
      req("PUT", "/accounts/devices/", { device_id: theirs.device_id }, { session: laptop.session }),
    );
    expect(bare.status).toBe(200);
    expect((await bare.json()).device).toMatchObject({ device_id: theirs.device_id, name: "Work phone" });

    const removed = await devicesDelete(
      req("DELETE", "/accounts/devices/", { device_id: theirs.device_id }, { session: laptop.session }),
    );
    expect(await removed.json()).toEqual({ success: true, sessions_ended: 2 });
    expect(setCookieValue(removed, "sessionid")).toBeUndefined();
    expect(await verifySession(phone.session)).toBeNull();
    expect(await verifySession(phone2.session)).toBeNull();
    expect(await verifySession(laptop.session)).not.toBeNull();
    expect(await listDevices(laptop.session)).toHaveLength(1);

    // Removing this browser's own device logs it out too.
    const self = await devicesDelete(
      req("DELETE", "/accounts/devices/", { device_id: mine.device_id }, { session: laptop.session }),
    );
    expect(self.status).toBe(200);
    expect(setCookieValue(self, "sessionid")).toBe("");
    expect(await verifySession(laptop.session)).toBeNull();
  });

  it("answers 404 for another user's device and changes nothing", async () => {
    const alice = await userWithPassword();
    const bob = await userWithPassword();
    const a = await login(alice.username);
    const b = await login(bob.username);
    const bobDevice = (await listDevices(b.session))[0];

    for (const device_id of [bobDevice.device_id, "999999999", "not-a-number"]) {
      const rename = await devicesPut(
        req("PUT", "/accounts/devices/", { device_id, name: "Mine now" }, { session: a.session }),
      );
      expect(rename.status).toBe(404);
      expect(await rename.json()).toEqual({ error: "Device not found." });
      const remove = await devicesDelete(req("DELETE", "/accounts/devices/", { device_id }, { session: a.session }));
      expect(remove.status).toBe(404);
    }
    expect(await verifySession(b.session)).not.toBeNull();
    expect((await listDevices(b.session))[0]).toEqual(bobDevice);
    expect(await listDevices(a.session)).toHaveLength(1);
    // Nor may Alice, waiting for approval, approve with Bob's device id.
    await db().user.update({ where: { id: alice.id }, data: { requireDeviceVerification: true } });
    const pending = await login(alice.username, { ua: SAFARI_IPHONE });
    const res = await verify(pending.session, { code: await latestCode(alice.email), device_id: bobDevice.device_id });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: UNABLE });
    expect((await verifySession(pending.session))?.needsDeviceVerification).toBe(true);
  });

  it("needs a login for every device call", async () => {
    expect((await devicesGet(req("GET", "/accounts/devices/"))).status).toBe(401);
    expect((await deviceInfoGet(req("GET", "/accounts/device-info/"))).status).toBe(401);
    expect((await verifyDevicePost(req("POST", "/accounts/verify-device/", { code: "123456" }))).status).toBe(401);
  });
});
