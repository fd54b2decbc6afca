/** What every page's head says unless the page says otherwise (both routers read these). */
export const SITE_NAME = "IdeaForge";
export const SITE_TITLE = "IdeaForge: validated startup ideas, scored by AI";
export const SITE_DESCRIPTION =
  "Browse 10,000+ startup ideas distilled from real, anonymised forum complaints and scored by AI for demand, simplicity, innovation and market size. Claim one and run it as a project.";
export const THEME_COLOR = "#4f46e5";
/** Static files in public/: the icon, its PNGs (scripts/make-icons.ts) and the web app manifest. */
export const ICON_SVG = "/icon.svg";
export const APPLE_TOUCH_ICON = "/apple-touch-icon.png";
export const MANIFEST = "/site.webmanifest";

/** A page's title as the browser tab shows it. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
}
