import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { PageViewTracker } from "@/components/analytics/PageViewTracker";
import { SkipLink } from "@/components/layout/SkipLink";
import { TimeZoneCookie } from "@/components/layout/TimeZoneCookie";
import {
  APPLE_TOUCH_ICON,
  ICON_SVG,
  MANIFEST,
  SITE_DESCRIPTION,
  SITE_NAME,
  SITE_TITLE,
  THEME_COLOR,
} from "@/components/layout/site-metadata";
import { ServiceWorkerRegistrar } from "@/components/pwa/ServiceWorkerRegistrar";
import { ToastHost } from "@/components/ui/ToastHost";
import { brandFont } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: SITE_TITLE, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  icons: { icon: { url: ICON_SVG, type: "image/svg+xml" }, apple: APPLE_TOUCH_ICON },
  manifest: MANIFEST,
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: THEME_COLOR };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // Every page renders per request: Next puts the nonce of the response's Content-Security-Policy
  // (proxy.ts) on its scripts, and a page prerendered at build time would have none to put.
  await connection();
  return (
    <html lang="en-US" className={brandFont.variable}>
      <body className="min-h-screen font-sans">
        <SkipLink />
        {children}
        <ToastHost />
        <PageViewTracker />
        <TimeZoneCookie />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
