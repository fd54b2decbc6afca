"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { documentReferrer, sendPageView } from "./page-view-client";

/**
 * Records a page view for every page the visitor sees, including client-side navigations
 * (our own table, no third-party script). usePathname never includes the
 * query string, which may hold one-time tokens. The referrer of the first view is the document's;
 * after that it is the page the visitor came from inside the app.
 */
export function PageViewTracker() {
  const pathname = usePathname();
  const previous = useRef<string | null>(null);

  useEffect(() => {
    if (!pathname || pathname === previous.current) return;
    const referrer = previous.current ?? documentReferrer();
    previous.current = pathname;
    void sendPageView(pathname, referrer);
  }, [pathname]);

  return null;
}
