import type { AppProps } from "next/app";
import Head from "next/head";
import { brandFont } from "@/app/fonts";
import { PageViewTracker } from "@/components/analytics/PageViewTracker";
import { SkipLink } from "@/components/layout/SkipLink";
import { TimeZoneCookie } from "@/components/layout/TimeZoneCookie";
import { APPLE_TOUCH_ICON, ICON_SVG, MANIFEST, SITE_NAME, THEME_COLOR } from "@/components/layout/site-metadata";
import { ServiceWorkerRegistrar } from "@/components/pwa/ServiceWorkerRegistrar";
import { ToastHost } from "@/components/ui/ToastHost";
import "@/app/globals.css";

/**
 * The public pages (landing, legal, support, payment success, login and the other guest pages)
 * run on the Pages Router, the logged-in app on the App Router (app/). A visitor's first page is
 * most often one of these, and the Pages Router's runtime is about a fifth of the App Router's
 * (first-load JavaScript under 120 kB, where the App Router alone is 119 kB). What the root
 * layout does for app/ is done here: the brand font, the head's icons, the skip link, toasts,
 * page views, the UTC offset cookie and the service worker.
 */
export default function App({ Component, pageProps }: AppProps) {
  return (
    <>
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOR} />
        <meta name="application-name" content={SITE_NAME} />
        <link rel="icon" href={ICON_SVG} type="image/svg+xml" />
        <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} />
        <link rel="manifest" href={MANIFEST} />
        {/* The font's variable on the root, as app/layout.tsx puts it on <html> (globals.css reads it). */}
        <style dangerouslySetInnerHTML={{ __html: `:root{--font-brand:${brandFont.style.fontFamily}}` }} />
      </Head>
      <SkipLink />
      <Component {...pageProps} />
      <ToastHost />
      <PageViewTracker />
      <TimeZoneCookie />
      <ServiceWorkerRegistrar />
    </>
  );
}
