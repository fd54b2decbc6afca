import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { BrowserContext, Locator, Page } from "@playwright/test";
import { ROUTE_ACCESS } from "../lib/domain/access/routes";
import { e2eDb, expect, loginAs, test } from "./support/fixtures";
import { member } from "./support/members";

/**
 * Keyboard, accessibility and look. Every page as a keyboard user meets it (focus
 * indicators, skip link), the Idea Board's focus after a shuffle and in the detail dialog, the brand
 * typeface, the board at a phone's size, and the static files beside the app.
 */
const PUBLIC_PAGES = [
  "/",
  "/privacy",
  "/terms",
  "/support",
  "/payment-success?session_id=cs_test_1",
  "/auth/callback",
  "/login",
  "/signup",
  "/forgot-password",
  "/reset-password",
  "/offline",
];
const APP_PAGES = [
  "/projects",
  "/account",
  "/idea-board",
  "/search",
  "/results?main_search_text=invoicing",
  "/verify-device",
];
const SCHEMES = ["light", "dark"] as const;
/** More than any page has: a page whose focus has not come back round by then is reported. */
const MAX_TABS = 120;

// ---------------------------------------------------------------------------------------------
// Item 13: a focus indicator on every focusable element, 2 px or more, 3:1 against its surroundings.
// ---------------------------------------------------------------------------------------------

type Rgb = [number, number, number];

interface FocusLook {
  label: string;
  /** The indicator's bands (the outline and any solid ring of box-shadow), as painted, and their widths in px. */
  bands: { color: Rgb; width: number }[];
  /** The element's own background, over what is behind it. */
  elementBackground: Rgb;
  /** What is around the element: its ancestors' backgrounds, composited. */
  surroundings: Rgb;
  /** Why the indicator cannot be seen whole, if it cannot: a clipping ancestor or a hidden element. */
  hiddenBy: string | null;
}

/**
 * Runs in the page: how the focused element's focus indicator looks once its transitions have run,
 * or null when focus has left the page or come back to an element seen before (marked with the
 * number of the Tab that reached it). Colours go through a canvas, which turns any CSS colour
 * (Tailwind's oklch too) into sRGB and composites the translucent ones.
 */
async function lookOfFocus(tab: number): Promise<FocusLook | null> {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body || el === document.documentElement || el.dataset.tabVisit !== undefined) return null;
  el.dataset.tabVisit = String(tab);
  // Transitions end (a spinner's animation would not).
  await Promise.all(
    el
      .getAnimations()
      .filter((a) => a instanceof CSSTransition)
      .map((a) => a.finished.catch(() => undefined)),
  );
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 1;
  const ctx = canvas.getContext("2d", { willReadFrequently: true })!;
  const paint = (layers: string[]): [number, number, number, number] => {
    ctx.clearRect(0, 0, 1, 1);
    for (const layer of layers) {
      ctx.fillStyle = "rgba(0,0,0,0)";
      ctx.fillStyle = layer;
      ctx.fillRect(0, 0, 1, 1);
    }
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r!, g!, b!, a!];
  };
  const backgroundsFrom = (start: Element | null): string[] => {
    const layers: string[] = [];
    for (let node = start; node; node = node.parentElement) {
      const colour = getComputedStyle(node).backgroundColor;
      layers.unshift(colour);
      if (paint([colour])[3] === 255) return layers;
    }
    return ["#fff", ...layers];
  };
  const rgb = (layers: string[]): Rgb => paint(layers).slice(0, 3) as Rgb;
  const around = backgroundsFrom(el.parentElement);
  const style = getComputedStyle(el);

  const bands: FocusLook["bands"] = [];
  const outlineWidth = parseFloat(style.outlineWidth) || 0;
  if (style.outlineStyle !== "none" && outlineWidth > 0)
    bands.push({ color: rgb([...around, style.outlineColor]), width: outlineWidth });
  // Solid rings: box-shadows with no offset and no blur. The ones listed first are painted on top.
  let covered = 0;
  for (const shadow of style.boxShadow === "none" ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
    const colour = shadow.match(/^\s*((?:[a-z]+\([^)]*\))|#[0-9a-f]+|[a-z]+)/i)?.[1] ?? "";
    const lengths = shadow.replace(colour, "").replace("inset", "").trim().split(/\s+/).map(parseFloat);
    const [x = 0, y = 0, blur = 0, spread = 0] = lengths;
    if (/inset/.test(shadow) || x !== 0 || y !== 0 || blur !== 0 || spread <= covered) continue;
    if (paint([colour])[3] > 0) bands.push({ color: rgb([...around, colour]), width: spread - covered });
    covered = spread;
  }

  const rect = el.getBoundingClientRect();
  // How far the indicator reaches out of the element's box (less than 0: drawn inside it).
  const outlineReach =
    style.outlineStyle !== "none" ? outlineWidth + (parseFloat(style.outlineOffset) || 0) : -Infinity;
  const reach = Math.max(outlineReach, covered > 0 ? covered : -Infinity);
  let hiddenBy: string | null = null;
  if (rect.width <= 1 || rect.height <= 1 || style.clip !== "auto" || style.clipPath !== "none")
    hiddenBy = "the element is visually hidden";
  for (let node = el.parentElement; node && node !== document.body && !hiddenBy; node = node.parentElement) {
    const s = getComputedStyle(node);
    const box = node.getBoundingClientRect();
    const left = box.left + node.clientLeft;
    const top = box.top + node.clientTop;
    const clipsX =
      s.overflowX !== "visible" &&
      (rect.left - reach < left - 0.5 || rect.right + reach > left + node.clientWidth + 0.5);
    const clipsY =
      s.overflowY !== "visible" &&
      (rect.top - reach < top - 0.5 || rect.bottom + reach > top + node.clientHeight + 0.5);
    if (clipsX || clipsY)
      hiddenBy = `cut by <${node.tagName.toLowerCase()} class="${node.className}"> (overflow ${s.overflowX}/${s.overflowY})`;
  }

  const name = (el.getAttribute("aria-label") ?? el.textContent ?? el.getAttribute("name") ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 40);
  return {
    label: `<${el.tagName.toLowerCase()}${el.getAttribute("role") ? ` role=${el.getAttribute("role")}` : ""}> "${name}"`,
    bands,
    elementBackground: rgb([...around, style.backgroundColor]),
    surroundings: rgb(around),
    hiddenBy,
  };
}

/** WCAG 2.2 relative luminance and contrast ratio. */
function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * What is wrong with one focused element's indicator, or null. The indicator must be there, at
 * least 2 px thick, seen whole, and have a band in 3:1 contrast with the element's background and a
 * band in 3:1 contrast with what is around it (one band may do both; a two-colour ring, WCAG
 * technique C40, does both on any background).
 */
function indicatorProblem(look: FocusLook): string | null {
  const bands = look.bands.filter((b) => b.width >= 2);
  if (bands.length === 0) return `no focus indicator of 2 px or more (${JSON.stringify(look.bands)})`;
  if (look.hiddenBy) return `indicator not visible: ${look.hiddenBy}`;
  const best = (against: Rgb) => Math.max(...bands.map((b) => contrast(b.color, against)));
  const onElement = best(look.elementBackground);
  const onSurroundings = best(look.surroundings);
  const describe = () =>
    `bands ${bands.map((b) => `rgb(${b.color.join(",")}) ${b.width}px`).join(" + ")}, element rgb(${look.elementBackground.join(",")}), around rgb(${look.surroundings.join(",")})`;
  if (onElement < 3)
    return `indicator contrast ${onElement.toFixed(2)}:1 against the element's background (${describe()})`;
  if (onSurroundings < 3)
    return `indicator contrast ${onSurroundings.toFixed(2)}:1 against the page around it (${describe()})`;
  return null;
}

/** Tabs through the whole page from the top, checking every element that takes focus. */
async function tabThrough(page: Page): Promise<{ visited: number; problems: string[] }> {
  const problems: string[] = [];
  for (let i = 0; i < MAX_TABS; i++) {
    await page.keyboard.press("Tab");
    const look = await page.evaluate(lookOfFocus, i);
    if (!look) return { visited: i, problems };
    const problem = indicatorProblem(look);
    if (problem) problems.push(`${look.label}: ${problem}`);
  }
  problems.push(`focus did not come back round after ${MAX_TABS} presses of Tab`);
  return { visited: MAX_TABS, problems };
}

async function settle(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  await page.locator("h1").first().waitFor();
}

test.describe("item 13: focus indicators", () => {
  // Up to a hundred presses of Tab, each measured.
  test.describe.configure({ timeout: 90_000 });
  for (const scheme of SCHEMES) {
    test.describe(`${scheme} mode`, () => {
      test.use({ colorScheme: scheme });
      for (const path of PUBLIC_PAGES) {
        test(`every focusable element on ${path} shows a focus indicator of 2 px with 3:1 contrast`, async ({
          page,
        }) => {
          await settle(page, path);
          const { visited, problems } = await tabThrough(page);
          expect(visited).toBeGreaterThan(0);
          expect(problems).toEqual([]);
        });
      }
      for (const path of APP_PAGES) {
        test(`every focusable element on ${path} (demo_pro) shows a focus indicator of 2 px with 3:1 contrast`, async ({
          page,
          context,
        }) => {
          await loginAs(context, "demo_pro");
          await settle(page, path);
          const { visited, problems } = await tabThrough(page);
          expect(visited).toBeGreaterThan(0);
          expect(problems).toEqual([]);
        });
      }
    });
  }
});

// ---------------------------------------------------------------------------------------------
// Item 14: skip link; focus after a shuffle; the detail dialog's first focus.
// ---------------------------------------------------------------------------------------------

const starter = () => member({ prefix: "kbd", tier: "starter" });

async function openBoard(page: Page, context: BrowserContext) {
  // A shuffle and its fades take a while on a busy machine.
  test.setTimeout(90_000);
  const user = await starter();
  await loginAs(context, user.username);
  await page.goto("/idea-board");
  await expect(page.getByRole("heading", { level: 1, name: "Idea Board" })).toBeVisible();
  // The board comes with the page's HTML; its controls answer once the script runs.
  await expect(page.getByRole("button", { name: "Shuffle Ideas" }).first()).toBeEnabled();
  return user;
}

const isShuffle = (url: string) => new URL(url).pathname === "/api/ideas";
const cards = (page: Page) => page.getByRole("article");
const emptyStateShuffle = (page: Page) =>
  page.getByRole("region", { name: /Welcome|Ready/ }).getByRole("button", { name: "Shuffle Ideas" });
const bottomBarShuffle = (page: Page) =>
  page.getByText("Want a different set?").locator("..").getByRole("button", { name: "Shuffle Ideas" });
const floatingShuffle = (page: Page) => page.getByTitle("Shuffle Ideas");

/** Presses Enter on a focused 'Shuffle Ideas' button, as a keyboard user does, and waits for the new cards. */
async function shuffleWithKeyboard(page: Page, button: Locator) {
  await button.focus();
  const [response] = await Promise.all([page.waitForResponse((r) => isShuffle(r.url())), page.keyboard.press("Enter")]);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { ideas: { id: number; idea_summary: string }[] };
  await expect(page.getByRole("region", { name: "Your ideas" })).toHaveAttribute("aria-busy", "false");
  await expect(cards(page)).toHaveCount(body.ideas.length);
  return body.ideas;
}

async function expectSkipLink(page: Page) {
  await page.keyboard.press("Tab");
  const skip = page.locator(":focus");
  await expect(skip).toHaveAccessibleName("Skip to main content");
  await expect(skip).toHaveAttribute("href", "#main");
  await expect(skip).toBeInViewport({ ratio: 1 });
  await expect(page.locator("main#main")).toHaveCount(1);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#main$/);
  await page.keyboard.press("Tab");
  // The next Tab starts from the main content: the element it reaches is in <main> or after it
  // (a page whose main content has nothing to focus), never in the header or navigation before it.
  const where = () =>
    page.evaluate(() => {
      const main = document.getElementById("main")!;
      const active = document.activeElement!;
      if (main.contains(active)) return "in main";
      return main.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING
        ? "after main"
        : `before main: ${active.outerHTML.slice(0, 80)}`;
    });
  await expect.poll(where).toMatch(/^(in|after) main$/);
}

test.describe("item 14: skip link", () => {
  for (const path of PUBLIC_PAGES) {
    test(`the first Tab on ${path} is a visible 'Skip to main content' link to <main id="main">`, async ({ page }) => {
      await settle(page, path);
      await expectSkipLink(page);
    });
  }
  for (const path of APP_PAGES) {
    test(`the first Tab on ${path} (demo_pro) is a visible 'Skip to main content' link to <main id="main">`, async ({
      page,
      context,
    }) => {
      await loginAs(context, "demo_pro");
      await settle(page, path);
      await expectSkipLink(page);
    });
  }
});

test("item 14 (and issue 32, item 4): after a shuffle with the keyboard, focus is on the first new card's heading, in view", async ({
  page,
  context,
}) => {
  await openBoard(page, context);
  const firstHeading = () => cards(page).first().getByRole("heading", { level: 3 });
  // Whichever Shuffle was pressed, focus goes to the first new card (never to the page), so the
  // next Tab goes on through the new cards.
  for (const button of [emptyStateShuffle, bottomBarShuffle, floatingShuffle]) {
    await shuffleWithKeyboard(page, button(page));
    await expect(firstHeading()).toBeFocused();
    await expect(firstHeading()).toBeInViewport();
  }
});

test("item 14: the idea details dialog opens with focus on Close, so a reflexive Enter closes it instead of claiming the idea", async ({
  page,
  context,
}) => {
  const user = await openBoard(page, context);
  const [idea] = await shuffleWithKeyboard(page, emptyStateShuffle(page));
  const card = page.locator(`article[data-idea-id="${idea!.id}"]`);
  const details = card.getByRole("button", { name: /^View details/ });
  await details.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: idea!.idea_summary });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(details).toBeFocused();
  await expect(card.getByRole("button", { name: "Claim This Idea" })).toBeVisible();
  expect(await e2eDb().project.count({ where: { userId: user.id } })).toBe(0);
});

// ---------------------------------------------------------------------------------------------
// Item 23: the brand typeface ships with the app.
// ---------------------------------------------------------------------------------------------

test("item 23: body text is set in the brand typeface (Inter), loaded from the app's own woff2", async ({ page }) => {
  const fonts: { url: string; status: number; type: string; sha256: string }[] = [];
  page.on("response", async (response) => {
    if (!new URL(response.url()).pathname.endsWith(".woff2")) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    fonts.push({
      url: response.url(),
      status: response.status(),
      type: response.headers()["content-type"] ?? "",
      sha256: createHash("sha256").update(body).digest("hex"),
    });
  });
  await page.goto("/");
  await page.evaluate(() => document.fonts.ready);
  const text = page.locator("main p").first();
  const family = await text.evaluate((el) => getComputedStyle(el).fontFamily);
  const first = family
    .split(",")[0]!
    .trim()
    .replace(/^["']|["']$/g, "");
  // The first family is a face the app declares, loaded (not a name left to the system).
  const face = await page.evaluate((name) => {
    const faces = [...document.fonts].filter((f) => f.family.replace(/^["']|["']$/g, "") === name);
    return {
      count: faces.length,
      loaded: faces.some((f) => f.status === "loaded"),
      usable: document.fonts.check(`16px "${name}"`),
    };
  }, first);
  expect(face, `font-family: ${family}`).toEqual({ count: expect.any(Number), loaded: true, usable: true });
  expect(face.count).toBeGreaterThan(0);

  const inter = createHash("sha256")
    .update(await readFile("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"))
    .digest("hex");
  await expect.poll(() => fonts.find((f) => f.sha256 === inter)).toMatchObject({ status: 200, type: "font/woff2" });
  expect(new URL(fonts.find((f) => f.sha256 === inter)!.url).origin).toBe(new URL(page.url()).origin);
});

// ---------------------------------------------------------------------------------------------
// Item 24: the board at 375 x 667.
// ---------------------------------------------------------------------------------------------

test.describe("item 24: the board on a phone (375 x 667)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("scrolled to the end, the floating Shuffle button steps aside for the bar's own Shuffle", async ({
    page,
    context,
  }) => {
    await openBoard(page, context);
    await shuffleWithKeyboard(page, emptyStateShuffle(page));
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
    await expect
      .poll(() =>
        page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight),
      )
      .toBe(true);
    // Over the last card it would cover its buttons (issue 32, item 6): the bar under the cards,
    // with its own Shuffle, is in view instead.
    await expect(floatingShuffle(page)).toBeHidden();
    await expect(bottomBarShuffle(page)).toBeInViewport({ ratio: 1 });
    // Scrolled back up, it is in reach again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(floatingShuffle(page)).toBeInViewport();
  });

  test("the 'Sort & Filter' sheet's Done button is fully inside the viewport", async ({ page, context }) => {
    await openBoard(page, context);
    await page.getByRole("button", { name: "Sort & Filter" }).click();
    const sheet = page.getByRole("dialog", { name: "Sort & Filter" });
    await expect(sheet).toBeVisible();
    const done = sheet.getByRole("button", { name: "Done" });
    await expect(done).toBeInViewport({ ratio: 1 });
    const box = (await done.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(667);
    // The controls above it still scroll into reach, and Done closes the sheet.
    await sheet.getByRole("combobox", { name: "Sort cards by" }).scrollIntoViewIfNeeded();
    await expect(sheet.getByRole("combobox", { name: "Sort cards by" })).toBeInViewport();
    await expect(done).toBeInViewport({ ratio: 1 });
    await done.click();
    await expect(sheet).toBeHidden();
  });
});

// ---------------------------------------------------------------------------------------------
// Item 26: static files in public/.
// ---------------------------------------------------------------------------------------------

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test("item 26: the icons, web manifest and robots.txt are served with their content types, and every page links them", async ({
  page,
  request,
}) => {
  const svg = await request.get("/icon.svg");
  expect(svg.status()).toBe(200);
  expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  expect(await svg.text()).toContain("<svg");

  const touch = await request.get("/apple-touch-icon.png");
  expect(touch.status()).toBe(200);
  expect(touch.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await touch.body())).toEqual({ width: 180, height: 180 });

  const manifestResponse = await request.get("/site.webmanifest");
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: "IdeaForge",
    short_name: "IdeaForge",
    start_url: "/",
    display: "standalone",
    theme_color: "#4f46e5",
  });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()["content-type"], icon.src).toMatch(new RegExp(`^${icon.type.replace("+", "\\+")}`));
    if (icon.type === "image/png") {
      const [w, h] = icon.sizes.split("x").map(Number);
      expect(pngSize(await file.body()), icon.src).toEqual({ width: w, height: h });
    }
  }

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toMatch(/^text\/plain/);
  const rules = (await robots.text()).split("\n").map((l) => l.trim());
  expect(rules).toContain("User-agent: *");
  const appPages = Object.entries(ROUTE_ACCESS)
    .filter(([, access]) => access === "subscriber" || access === "member")
    .map(([path]) => path);
  for (const path of ["/dev/", "/api/", "/accounts/", ...appPages])
    expect(rules, `Disallow: ${path}`).toContain(`Disallow: ${path}`);
  for (const path of ["/", "/privacy", "/terms", "/support"]) expect(rules).not.toContain(`Disallow: ${path}`);

  for (const path of ["/", "/login"]) {
    await page.goto(path);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
    await expect(page.locator('head link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    await expect(page.locator('head link[rel="icon"][type="image/svg+xml"]')).toHaveAttribute("href", "/icon.svg");
  }
});
