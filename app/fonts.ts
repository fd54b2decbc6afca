import localFont from "next/font/local";

/**
 * The brand typeface, Inter (variable weight, Latin), shipped with the app from the npm package
 * @fontsource-variable/inter and served by Next from /_next/static/media: every system shows the
 * same letters, and nothing is fetched from another host. The few italic passages use the
 * browser's slanted Inter. `--font-brand` heads the font stack (--font-sans in globals.css).
 */
export const brandFont = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  style: "normal",
  display: "swap",
  variable: "--font-brand",
});
