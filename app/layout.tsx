import type { Metadata, Viewport } from "next";
import { Toaster } from "sonner";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "IdeaForge: validated startup ideas, scored by AI", template: "%s | IdeaForge" },
  description:
    "Browse 10,000+ startup ideas distilled from real, anonymised forum complaints and scored by AI for demand, simplicity, innovation and market size. Claim one and run it as a project.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#4f46e5" };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <body className="min-h-screen font-sans">
        {children}
        <Toaster position="top-right" richColors closeButton duration={4000} />
      </body>
    </html>
  );
}
