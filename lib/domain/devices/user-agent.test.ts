import { describe, expect, it } from "vitest";
import { defaultDeviceName, validateDeviceName, DEVICE_NAME_MAX } from "./name";
import { parseUserAgent } from "./user-agent";

const UA = {
  chromeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51",
  firefoxWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
  safariMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  chromeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  firefoxMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0",
  edgeMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0",
  chromeLinux: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  firefoxLinux: "Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
  headlessChromeLinux:
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/124.0.0.0 Safari/537.36",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  firefoxAndroid: "Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0",
  edgeAndroid:
    "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36 EdgA/124.0.0.0",
  chromeAndroidTablet:
    "Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1",
  firefoxIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/125.0 Mobile/15E148 Safari/605.1.15",
  edgeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 EdgiOS/124.0.2478.50 Mobile/15E148 Safari/605.1.15",
  safariIpad:
    "Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
};

describe("parseUserAgent", () => {
  it.each([
    ["chromeWindows", "Desktop", "Chrome", "Windows"],
    ["edgeWindows", "Desktop", "Edge", "Windows"],
    ["firefoxWindows", "Desktop", "Firefox", "Windows"],
    ["safariMac", "Desktop", "Safari", "macOS"],
    ["chromeMac", "Desktop", "Chrome", "macOS"],
    ["firefoxMac", "Desktop", "Firefox", "macOS"],
    ["edgeMac", "Desktop", "Edge", "macOS"],
    ["chromeLinux", "Desktop", "Chrome", "Linux"],
    ["firefoxLinux", "Desktop", "Firefox", "Linux"],
    ["headlessChromeLinux", "Desktop", "Chrome", "Linux"],
    ["chromeAndroid", "Mobile", "Chrome", "Android"],
    ["firefoxAndroid", "Mobile", "Firefox", "Android"],
    ["edgeAndroid", "Mobile", "Edge", "Android"],
    ["chromeAndroidTablet", "Tablet", "Chrome", "Android"],
    ["safariIphone", "Mobile", "Safari", "iOS"],
    ["chromeIphone", "Mobile", "Chrome", "iOS"],
    ["firefoxIphone", "Mobile", "Firefox", "iOS"],
    ["edgeIphone", "Mobile", "Edge", "iOS"],
    ["safariIpad", "Tablet", "Safari", "iOS"],
  ] as const)("%s is %s, %s, %s", (key, device, browser, os) => {
    expect(parseUserAgent(UA[key])).toEqual({ device, browser, os });
  });

  it("answers Unknown for a missing, empty or unrecognised header", () => {
    const unknown = { device: "Unknown", browser: "Unknown", os: "Unknown" };
    expect(parseUserAgent(null)).toEqual(unknown);
    expect(parseUserAgent(undefined)).toEqual(unknown);
    expect(parseUserAgent("   ")).toEqual(unknown);
    expect(parseUserAgent("curl/8.5.0")).toEqual(unknown);
    expect(parseUserAgent("node")).toEqual(unknown);
  });

  it("knows the OS even when the browser is unknown, and the reverse", () => {
    expect(parseUserAgent("SomeApp/1.0 (Windows NT 10.0)")).toEqual({
      device: "Desktop",
      browser: "Unknown",
      os: "Windows",
    });
    expect(parseUserAgent("Mozilla/5.0 (compatible) Firefox/125.0")).toEqual({
      device: "Unknown",
      browser: "Firefox",
      os: "Unknown",
    });
  });

  it("stays fast on a huge header", () => {
    const started = performance.now();
    expect(parseUserAgent("Mozilla/5.0 " + "(".repeat(100_000)).os).toBe("Unknown");
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe("device names", () => {
  it("defaults to '<device> on <os>'", () => {
    expect(defaultDeviceName({ device: "Desktop", os: "macOS" })).toBe("Desktop on macOS");
    expect(defaultDeviceName(parseUserAgent(UA.safariIphone))).toBe("Mobile on iOS");
    expect(defaultDeviceName({ device: "Unknown", os: "Unknown" })).toBe("Unknown on Unknown");
  });

  it("cuts the default name to 50 characters", () => {
    const name = defaultDeviceName({ device: "D".repeat(40), os: "O".repeat(40) });
    expect(name).toHaveLength(DEVICE_NAME_MAX);
    expect(name.startsWith("D".repeat(40) + " on ")).toBe(true);
  });

  it("accepts up to 50 characters after trimming", () => {
    expect(validateDeviceName("")).toBeNull();
    expect(validateDeviceName("x".repeat(50))).toBeNull();
    expect(validateDeviceName(`  ${"x".repeat(50)}  `)).toBeNull();
    expect(validateDeviceName("x".repeat(51))).toBe("Device name must be at most 50 characters");
  });
});
