import type { Metadata, Viewport } from "next";
import { Toaster } from "sonner";
import { PageViewTracker } from "@/components/analytics/PageViewTracker";
import { ServiceWorkerRegistrar } from "@/components/pwa/ServiceWorkerRegistrar";
import { ALERT_TOAST_MS } from "@/lib/client/toast-durations";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "IdeaForge: validated startup ideas, scored by AI", template: "%s | IdeaForge" },
  description:
    "Browse 10,000+ startup ideas distilled from real, anonymised forum complaints and scored by AI for demand, simplicity, innovation and market size. Claim one and run it as a project.",
  applicationName: "IdeaForge",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <body className="min-h-screen font-sans">
        {children}
        {/* 4 s for errors, warnings and the rest; notices pass 3 s (lib/client/toast.ts, spec section 9). */}
        <Toaster position="top-right" theme="system" richColors closeButton duration={ALERT_TOAST_MS} />
        <PageViewTracker />
        <ServiceWorkerRegistrar />
      </body>
    </html>
  );
}
