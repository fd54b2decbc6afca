import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { GET as deviceInfoGet } from "@/app/accounts/device-info/route";
import { DELETE as devicesDelete, GET as devicesGet, PUT as devicesPut } from "@/app/accounts/devices/route";
import { POST as loginPost } from "@/app/accounts/login/route";
import { GET as securityGet, PUT as securityPut } from "@/app/accounts/security-settings/route";
import { POST as verifyDevicePost } from "@/app/accounts/verify-device/route";
import { GET as verifySessionGet } from "@/app/accounts/verify-session/route";
import { GET as apiDevicesGet } from "@/app/api/security/devices/route";
import { hashPassword } from "@/lib/auth/passwords";
import { verifySession } from "@/lib/server/auth/sessions";
import { db } from "@/lib/server/db/client";
import { createUser, uniqueName } from "@/tests/support/factories";
import { jsonRequest, setCookieValue } from "@/tests/support/requests";

const PASSWORD = "Device-Pass-1";
const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const SAFARI_IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";
const REQUIRED = { error: "Device verification required.", device_verification_required: true };
const UNABLE = "Unable to verify this device. Please try logging in again.";

async function userWithPassword({ requireDeviceVerification = false } = {}) {
  const user = await createUser({ username: uniqueName("Dev") });
  await db().user.update({ where: { id: user.id }, data: { passwordHash: await hashPassword(PASSWORD), requireDeviceVerification } });
  return user;
}

/** A request as the browser sends it, plus its device cookie and User-Agent. */
function req(method: string, path: string, body?: unknown, { session, device, ua = CHROME_WINDOWS }: { session?: string; device?: string; ua?: string } = {}) {
  const base = jsonRequest(method, path, body, { session, ip: uniqueName("ip"), headers: { "user-agent": ua } });
  const headers = new Headers(base.headers);
  if (device) headers.set("cookie", `${headers.get("cookie")}; device_id=${device}`);
  return new NextRequest(base.url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

async function login(username: string, opts: { device?: string; ua?: string } = {}) {
  const res = await loginPost(req("POST", "/accounts/login/", { username, password: PASSWORD, remember_me: false }, opts));
  expect(res.status).toBe(200);
  const body = await res.json();
  const session = setCookieValue(res, "sessionid")!;
  return { res, body, session, device: setCookieValue(res, "device_id") ?? opts.device! };
}

const settings = (session: string) => securityGet(req("GET", "/accounts/security-settings/", undefined, { session }));
const listDevices = async (session: string) => (await (await devicesGet(req("GET", "/accounts/devices/", undefined, { session }))).json()).devices;

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
    const put = await securityPut(req("PUT", "/accounts/security-settings/", { require_device_verification: true }, { session: first.session }));
    expect((await put.json()).require_device_verification).toBe(true);

    const fresh = await login(user.username, { ua: SAFARI_IPHONE });
    expect(fresh.body.redirect_to).toBe("/verify-device");
    const blocked = await settings(fresh.session);
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual(REQUIRED);
    expect((await devicesGet(req("GET", "/accounts/devices/", undefined, { session: fresh.session }))).status).toBe(403);
    // The session check, device info and the approval itself stay open to it.
    expect((await (await verifySessionGet(req("GET", "/accounts/verify-session/", undefined, { session: fresh.session }))).json()).authenticated).toBe(true);
    const info = await (await deviceInfoGet(req("GET", "/accounts/device-info/", undefined, { session: fresh.session }))).json();
    expect(info).toMatchObject({ device: "Mobile", browser: "Safari", os: "iOS", default_name: "Mobile on iOS" });

    const ok = await verifyDevicePost(req("POST", "/accounts/verify-device/", { device_id: info.device_id }, { session: fresh.session }));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({ success: true, redirect_to: "/projects" });
    expect((await settings(fresh.session)).status).toBe(200);
    const approved = await db().device.findUniqueOrThrow({ where: { id: Number(info.device_id) } });
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
    const other = await login(user.username);
    const otherId = String((await verifySession(other.session))!.deviceId);
    const verify = (body: unknown) => verifyDevicePost(req("POST", "/accounts/verify-device/", body, { session }));

    const wrong = await verify({ device_id: otherId });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: UNABLE });
    const long = await verify({ device_name: "x".repeat(51) });
    expect(long.status).toBe(400);
    expect((await long.json()).error).toBe("Device name must be at most 50 characters");
    expect((await settings(session)).status).toBe(403);

    // The device cookie's key names this device too; the name is trimmed; an unsafe target is ignored.
    const ok = await verify({ device_id: device, device_name: "  My laptop  ", return_to: "//evil.example" });
    expect(await ok.json()).toEqual({ success: true, redirect_to: "/projects" });
    const named = await db().device.findFirstOrThrow({ where: { userId: user.id, name: "My laptop" } });
    expect(named.approvedAt).not.toBeNull();
    // Only this session was let through.
    expect((await settings(other.session)).status).toBe(403);
    const otherOk = await verifyDevicePost(req("POST", "/accounts/verify-device/", { return_to: "/account?tab=plan" }, { session: other.session }));
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
    expect(mine).toMatchObject({ name: "Desktop on Windows", device: "Desktop", browser: "Chrome", os: "Windows", approved: true });
    expect(theirs).toMatchObject({ name: "Mobile on iOS", browser: "Safari", os: "iOS" });
    expect(Object.keys(mine).sort()).toEqual(["approved", "browser", "created_at", "current", "device", "device_id", "last_seen_at", "name", "os"]);
    expect(JSON.stringify(devices)).not.toContain(laptop.device);
    expect(await (await apiDevicesGet(req("GET", "/api/security/devices/", undefined, { session: laptop.session }))).json()).toEqual({ devices });

    const renamed = await devicesPut(req("PUT", "/accounts/devices/", { device_id: theirs.device_id, name: " Work phone " }, { session: laptop.session }));
    expect((await renamed.json()).device).toMatchObject({ device_id: theirs.device_id, name: "Work phone" });
    const tooLong = await devicesPut(req("PUT", "/accounts/devices/", { device_id: theirs.device_id, name: "y".repeat(51) }, { session: laptop.session }));
    expect(tooLong.status).toBe(400);
    expect((await tooLong.json()).errors.name).toEqual(["Device name must be at most 50 characters"]);

    const removed = await devicesDelete(req("DELETE", "/accounts/devices/", { device_id: theirs.device_id }, { session: laptop.session }));
    expect(await removed.json()).toEqual({ success: true, sessions_ended: 2 });
    expect(setCookieValue(removed, "sessionid")).toBeUndefined();
    expect(await verifySession(phone.session)).toBeNull();
    expect(await verifySession(phone2.session)).toBeNull();
    expect(await verifySession(laptop.session)).not.toBeNull();
    expect(await listDevices(laptop.session)).toHaveLength(1);

    // Removing this browser's own device logs it out too.
    const self = await devicesDelete(req("DELETE", "/accounts/devices/", { device_id: mine.device_id }, { session: laptop.session }));
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
      const rename = await devicesPut(req("PUT", "/accounts/devices/", { device_id, name: "Mine now" }, { session: a.session }));
      expect(rename.status).toBe(404);
      expect(await rename.json()).toEqual({ error: "Device not found." });
      const remove = await devicesDelete(req("DELETE", "/accounts/devices/", { device_id }, { session: a.session }));
      expect(remove.status).toBe(404);
    }
    expect(await verifySession(b.session)).not.toBeNull();
    expect((await listDevices(b.session))[0]).toEqual(bobDevice);
    expect(await listDevices(a.session)).toHaveLength(1);
    // Nor may Alice approve with Bob's device id.
    expect((await verifyDevicePost(req("POST", "/accounts/verify-device/", { device_id: bobDevice.device_id }, { session: a.session }))).status).toBe(400);
  });

  it("needs a login for every device call", async () => {
    expect((await devicesGet(req("GET", "/accounts/devices/"))).status).toBe(401);
    expect((await deviceInfoGet(req("GET", "/accounts/device-info/"))).status).toBe(401);
    expect((await verifyDevicePost(req("POST", "/accounts/verify-device/", {}))).status).toBe(401);
  });
});
