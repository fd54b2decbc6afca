import type { Env } from "@/lib/env";

/**
 * The Content-Security-Policy and Strict-Transport-Security of the app's pages, as pure functions
 * of the request's nonce and the deployment. proxy.ts sets them on every page response.
 */
export interface PagePolicy {
  /** Fresh and unguessable for every response: only scripts carrying it run. */
  nonce: string;
  /** `next dev` only: React's dev tooling evaluates strings (server error stacks). Never a build. */
  devTools: boolean;
  /**
   * Origins a form may be sent to besides the app. Browsers also check every redirect that follows
   * a form post, so social sign-in (a post to the app, redirected to the provider) needs each
   * provider's consent page here.
   */
  formTargets: readonly string[];
}

export function pageContentSecurityPolicy({ nonce, devTools, formTargets }: PagePolicy): string {
  const directives: string[][] = [
    ["default-src", "'self'"],
    // Only scripts with this response's nonce run (Next puts it on its own scripts, read from the
    // request's copy of this header); 'strict-dynamic' lets them load the app's chunks. 'self' is
    // for browsers without 'strict-dynamic' (the others ignore it).
    ["script-src", "'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(devTools ? ["'unsafe-eval'"] : [])],
    // React renders style attributes (progress bars, score gauges) and sonner and Radix insert
    // <style> elements without a nonce, so inline styles stay allowed. No nonce here: a browser
    // ignores 'unsafe-inline' next to one.
    ["style-src", "'self'", "'unsafe-inline'"],
    // data: and blob: for the avatar picker's preview of a chosen file.
    ["img-src", "'self'", "data:", "blob:"],
    ["font-src", "'self'"],
    ["connect-src", "'self'"],
    // The service worker (/sw.js); without this it would fall back to script-src's nonce rule.
    ["worker-src", "'self'"],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'", ...formTargets],
    ["frame-ancestors", "'none'"],
  ];
  return directives.map((d) => d.join(" ")).join("; ");
}

export const HSTS = "max-age=63072000; includeSubDomains";

/**
 * HSTS only where the app is served over https for real: a production deployment whose public URL
 * is https. Anywhere else it would pin browsers to https on a host (often localhost) that has none.
 */
export function strictTransportSecurity(e: Pick<Env, "isProduction" | "appUrl">): string | null {
  return e.isProduction && e.appUrl.startsWith("https://") ? HSTS : null;
}
