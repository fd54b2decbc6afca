/**
 * DNS rebinding: a page on an attacker's domain that resolves to this machine talks to the app as
 * its own origin, with its own name in Host and Origin. So the app answers only to the host names
 * of APP_URL (outside production also to the loopback names, for the person at this machine), and
 * an unsafe request's Origin must be APP_URL's origin (outside production, or a loopback origin on
 * PORT): neither ever compared with the Host the request names.
 */
export interface HostPolicy {
  appUrl: string;
  isProduction: boolean;
  port: number;
}

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/** Liveness and readiness probes reach the app by its address; they carry no user's data. */
const HOST_EXEMPT_PATHS = new Set(["/api/health", "/api/health/", "/api/health/ready", "/api/health/ready/"]);

/** `name[:port]` or `[v6]:port`, nothing else (no user info, path or spaces). */
const HOST_HEADER = /^(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(?::\d{1,5})?$/;

/** The host name of a Host header, lower-cased (IPv6 in brackets), or null when it is not one. */
export function hostnameOf(host: string | null | undefined): string | null {
  const match = HOST_HEADER.exec((host ?? "").trim());
  return match ? match[1]!.toLowerCase() : null;
}

export function allowedHostnames(policy: HostPolicy): Set<string> {
  const names = new Set([new URL(policy.appUrl).hostname.toLowerCase()]);
  if (!policy.isProduction) for (const name of LOOPBACK_NAMES) names.add(name);
  return names;
}

/** True when the request may be answered: its Host names this app (or its path is a health probe). */
export function isAllowedHost(host: string | null | undefined, path: string, policy: HostPolicy): boolean {
  if (HOST_EXEMPT_PATHS.has(path.split("?")[0] ?? "")) return true;
  const name = hostnameOf(host);
  return name !== null && allowedHostnames(policy).has(name);
}

/** The origins an unsafe request may come from: APP_URL's, and outside production the loopback ones on PORT. */
export function allowedOrigins(policy: HostPolicy): Set<string> {
  const origins = new Set([new URL(policy.appUrl).origin]);
  if (!policy.isProduction) for (const name of LOOPBACK_NAMES) origins.add(`http://${name}:${policy.port}`);
  return origins;
}

export const MISDIRECTED_MESSAGE = "This server does not answer to that host name.";

/** The policy of an environment as lib/env.ts parses it. */
export function hostPolicyOf(e: { appUrl: string; isProduction: boolean; PORT: number }): HostPolicy {
  return { appUrl: e.appUrl, isProduction: e.isProduction, port: e.PORT };
}
