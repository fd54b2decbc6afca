"use client";

import { useEffect } from "react";

/** The browser is asked to look for a new worker every 5 minutes. */
export const SW_UPDATE_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Registers /sw.js in production builds (`next build` + `next start`, where NODE_ENV is
 * "production" in the client bundle), never under `next dev`, whose files change on every save.
 * Registration waits for the page's load event so it never competes with the first paint.
 */
export function ServiceWorkerRegistrar() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let registration: ServiceWorkerRegistration | undefined;
    let stopped = false;
    const register = () => {
      navigator.serviceWorker
        .register("/sw.js", { scope: "/", updateViaCache: "none" })
        .then((r) => {
          if (stopped) return;
          registration = r;
        })
        // No worker only means no offline page; the app works the same.
        .catch(() => undefined);
    };
    if (document.readyState === "complete") register();
    else window.addEventListener("load", register, { once: true });
    const timer = window.setInterval(() => void registration?.update().catch(() => undefined), SW_UPDATE_INTERVAL_MS);
    return () => {
      stopped = true;
      window.removeEventListener("load", register);
      window.clearInterval(timer);
    };
  }, []);
  return null;
}
