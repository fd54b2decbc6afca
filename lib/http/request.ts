import { randomUUID } from "node:crypto";
import type { BlockList } from "node:net";
import { env } from "@/lib/env";
import { addressList, clientAddress, isLoopbackAddress, peerAddressOf } from "./peer";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdOf(headers: Headers): string {
  const given = headers.get("x-request-id");
  return given && REQUEST_ID.test(given) ? given : randomUUID();
}

let trusted: { spec: string; list: BlockList } | undefined;

function trustedProxies(): BlockList {
  const spec = env().TRUSTED_PROXIES;
  if (trusted?.spec !== spec) trusted = { spec, list: addressList(spec) };
  return trusted.list;
}

/** The client's address for every per-address limit: the socket's, or behind a trusted proxy the hop it saw. */
export function clientIpOf(headers: Headers): string {
  return clientAddress(headers, env().TRUST_PROXY === "1", trustedProxies()).slice(0, 64);
}

/**
 * The development conveniences (dev mailbox, local checkout, setup links in answers) are for the
 * person at this machine: the socket's peer and the client behind any trusted proxy are loopback.
 */
export function isLoopbackClient(headers: Headers): boolean {
  return isLoopbackAddress(peerAddressOf(headers)) && isLoopbackAddress(clientIpOf(headers));
}

export function cookieOf(headers: Headers, name: string): string | undefined {
  const raw = headers.get("cookie");
  if (!raw) return undefined;
  for (const part of raw.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
