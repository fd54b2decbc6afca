import type { Metadata, Viewport } from "next";
import { connection } from "next/server";
import { PageViewTracker } from "@/components/analytics/PageViewTracker";
import { SkipLink } from "@/components/layout/SkipLink";
import { ServiceWorkerRegistrar } from "@/components/pwa/ServiceWorkerRegistrar";
import { ToastHost } from "@/components/ui/ToastHost";
import { brandFont } from "./fonts";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "IdeaForge: validated startup ideas, scored by AI", template: "%s | IdeaForge" },
  description:
    "Browse 10,000+ startup ideas distilled from real, anonymised forum complaints and scored by AI for demand, simplicity, innovation and market size. Claim one and run it as a project.",
  applicationName: "IdeaForge",
  // Static files in public/: the icon, its PNGs (scripts/make-icons.ts) and the web app manifest.
  icons: { icon: { url: "/icon.svg", type: "image/svg+xml" }, apple: "/apple-touch-icon.png" },
  manifest: "/site.webmanifest",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

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
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
