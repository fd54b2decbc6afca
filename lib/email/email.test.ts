import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import nodemailer from "nodemailer";
import { afterAll, describe, expect, it } from "vitest";
import { deviceCodeEmail } from "@/emails/device-code";
import { durationInWords, escapeHtml } from "@/emails/layout";
import { passwordChangedEmail } from "@/emails/password-changed";
import { passwordResetEmail } from "@/emails/password-reset";
import { resetEnvCache } from "@/lib/env";
import { linksIn, parseEml } from "./eml";
import { sendEmail } from "./index";

const RESET_URL =
  "http://localhost:3000/reset-password?uidb64=NDI&token=mq1b2c-0123456789abcdef0123456789abcdef01234567";

async function roundTrip(message: { to: string; subject: string; text: string; html: string }) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const info = await transport.sendMail({ from: "IdeaForge <no-reply@ideaforge.local>", ...message });
  return parseEml((info.message as Buffer).toString("utf8"));
}

describe("email templates", () => {
  it("words the expiry", () => {
    expect(durationInWords(3600)).toBe("1 hour");
    expect(durationInWords(5400)).toBe("1 hour 30 minutes");
    expect(durationInWords(7200)).toBe("2 hours");
    expect(durationInWords(60)).toBe("1 minute");
    expect(durationInWords(10)).toBe("1 minute");
    expect(durationInWords(86_400 * 2 + 60)).toBe("2 days 1 minute");
  });

  it("puts the reset link and its expiry in both versions, escaping the HTML", () => {
    const mail = passwordResetEmail({ username: `<b>"eve"</b> & co`, resetUrl: RESET_URL, expiresInSeconds: 3600 });
    expect(mail.subject).toBe("Reset your IdeaForge password");
    expect(mail.text).toContain(RESET_URL);
    expect(mail.text).toContain("expires in 1 hour");
    expect(mail.text).toContain(`Hi <b>"eve"</b> & co,`);
    expect(mail.html).toContain("Hi &lt;b&gt;&quot;eve&quot;&lt;/b&gt; &amp; co,");
    expect(mail.html).not.toContain("<b>");
    expect(mail.html).toContain(`href="${RESET_URL.replace("&", "&amp;")}"`);
    expect(linksIn(mail.text)).toEqual([RESET_URL]);
  });

  it("refuses a link that is not http(s)", () => {
    expect(() =>
      passwordResetEmail({ username: "a", resetUrl: "javascript:alert(1)", expiresInSeconds: 60 }),
    ).toThrow();
  });

  it("tells the user about a changed password, with a link to support", () => {
    const mail = passwordChangedEmail({ username: "alice", supportUrl: "http://localhost:3000/support", how: "reset" });
    expect(mail.subject).toBe("Your IdeaForge password was reset");
    expect(mail.text).toContain("http://localhost:3000/support");
    expect(mail.text).toMatch(/If you did not do this/);
  });

  it("puts the device code on a line of its own, with the device and the expiry, escaping the HTML", () => {
    const mail = deviceCodeEmail({
      username: "<i>eve</i>",
      code: "042917",
      device: "Desktop, Chrome on <Windows>",
      expiresInSeconds: 900,
    });
    expect(mail.subject).toBe("Your IdeaForge device verification code");
    expect(mail.text.split("\n")).toContain("042917");
    expect(mail.text).toContain("new device (Desktop, Chrome on <Windows>)");
    expect(mail.text).toContain("expires in 15 minutes");
    expect(mail.text).toMatch(/If this was not you/);
    expect(mail.html).toContain(">042917</p>");
    expect(mail.html).toContain("Chrome on &lt;Windows&gt;");
    expect(mail.html).not.toContain("<i>");
    expect(linksIn(mail.text)).toEqual([]);
  });

  it("escapes every special character", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("parseEml", () => {
  it("reads back what nodemailer wrote: headers, encoded subject, quoted-printable text and HTML", async () => {
    const long = `Réinitialiser — ${"x".repeat(120)}`;
    const parsed = await roundTrip({
      to: "alice@example.test",
      subject: long,
      text: `Héllo\n${RESET_URL}\n${"y".repeat(200)}`,
      html: "<p>Hi &amp; bye</p>",
    });
    expect(parsed.to).toBe("alice@example.test");
    expect(parsed.subject).toBe(long);
    expect(parsed.text).toBe(`Héllo\n${RESET_URL}\n${"y".repeat(200)}`);
    expect(parsed.html).toBe("<p>Hi &amp; bye</p>");
    expect(parsed.date).toBeInstanceOf(Date);
    expect(linksIn(parsed.text)).toEqual([RESET_URL]);
  });

  it("reads a plain single-part message with CRLF line ends", () => {
    const parsed = parseEml(
      "To: bob@example.test\r\nSubject: Hi\r\nDate: Sun, 1 Mar 2026 12:00:00 +0000\r\n\r\nSee https://example.test/a.\r\n",
    );
    expect(parsed).toMatchObject({ to: "bob@example.test", subject: "Hi", text: "See https://example.test/a.\n" });
    expect(linksIn(parsed.text)).toEqual(["https://example.test/a"]);
  });
});

describe("sendEmail without SMTP_URL", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "outbox-"));
  afterAll(() => {
    delete process.env.DATA_DIR;
    resetEnvCache();
    rmSync(dir, { recursive: true, force: true });
  });

  it("writes one .eml file per message to DATA_DIR/mail", async () => {
    Object.assign(process.env, {
      DATA_DIR: dir,
      DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://unused",
      LOG_LEVEL: "silent",
    });
    delete process.env.SMTP_URL;
    resetEnvCache();
    const mail = passwordResetEmail({ username: "alice", resetUrl: RESET_URL, expiresInSeconds: 3600 });
    await sendEmail({ to: "alice@example.test", ...mail });
    const files = readdirSync(path.join(dir, "mail"));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d-]+Z-[0-9a-f]{8}\.eml$/);
    const parsed = parseEml(readFileSync(path.join(dir, "mail", files[0]!), "utf8"));
    expect(parsed.subject).toBe(mail.subject);
    expect(parsed.text).toBe(mail.text);
    expect(parsed.html).toContain("Reset your password");
  });
});
