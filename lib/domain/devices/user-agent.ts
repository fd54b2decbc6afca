/**
 * What the verify-device screen and the device list show about a device: its type, browser and operating system, read from the User-Agent header.
 * A small, deliberately coarse parser: names only, no versions. Pure, no I/O.
 */
export const UNKNOWN = "Unknown";

export type DeviceType = "Desktop" | "Mobile" | "Tablet" | typeof UNKNOWN;

export interface ParsedUserAgent {
  device: DeviceType;
  browser: string;
  os: string;
}

/** Longer headers are cut before matching; real ones are a few hundred characters. */
const MAX_LENGTH = 512;

/** First match wins, so the more specific tokens come first (Edge and Opera also say Chrome). */
const BROWSERS: [RegExp, string][] = [
  [/\b(Edg|EdgA|EdgiOS|Edge)\//, "Edge"],
  [/\b(OPR|OPiOS)\//, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\b(Firefox|FxiOS)\//, "Firefox"],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** iOS says "like Mac OS X" and Android says "Linux", so they are tested first. */
const SYSTEMS: [RegExp, string][] = [
  [/\b(iPhone|iPad|iPod)\b/, "iOS"],
  [/\bAndroid\b/, "Android"],
  [/\bWindows (NT|Phone)\b|\bWin(32|64)\b/, "Windows"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b|\bX11\b/, "Linux"],
];

function firstMatch(ua: string, table: [RegExp, string][]): string {
  return table.find(([pattern]) => pattern.test(ua))?.[1] ?? UNKNOWN;
}

function deviceTypeOf(ua: string, os: string): DeviceType {
  if (/\biPad\b|\bTablet\b/.test(ua)) return "Tablet";
  if (os === "Android") return /\bMobile\b/.test(ua) ? "Mobile" : "Tablet";
  if (os === "iOS" || /\bMobile\b/.test(ua)) return "Mobile";
  if (os === "Windows" || os === "macOS" || os === "Linux" || os === "ChromeOS") return "Desktop";
  return UNKNOWN;
}

export function parseUserAgent(userAgent: string | null | undefined): ParsedUserAgent {
  const ua = (userAgent ?? "").slice(0, MAX_LENGTH);
  if (!ua.trim()) return { device: UNKNOWN, browser: UNKNOWN, os: UNKNOWN };
  const os = firstMatch(ua, SYSTEMS);
  return { device: deviceTypeOf(ua, os), browser: firstMatch(ua, BROWSERS), os };
}
