import { BlockList, isIP } from "node:net";

/**
 * Who is on the other end of the socket. The app's own HTTP server (scripts/lib/app-server.ts)
 * writes the socket's address into this header on every request, replacing anything the client
 * sent; nothing else may set it.
 */
export const PEER_ADDRESS_HEADER = "x-ideaforge-peer";

export function peerAddressOf(headers: Headers): string {
  return normaliseAddress(headers.get(PEER_ADDRESS_HEADER) ?? "");
}

/** `::ffff:127.0.0.1` is IPv4 127.0.0.1 on a dual-stack socket. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith("::ffff:") && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

export function isLoopbackAddress(address: string): boolean {
  const ip = normaliseAddress(address);
  const family = isIP(ip);
  return family !== 0 && LOOPBACK.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** A list of addresses and CIDR ranges ("10.0.0.0/8, ::1"); entries that are neither are ignored. */
export function addressList(spec: string): BlockList {
  const list = new BlockList();
  for (const entry of spec
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)) {
    const [address = "", bits] = entry.split("/");
    const family = isIP(address);
    if (family === 0) continue;
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) list.addAddress(address, type);
    else if (/^\d{1,3}$/.test(bits)) list.addSubnet(address, Number(bits), type);
  }
  return list;
}

export function inList(list: BlockList, address: string): boolean {
  const ip = normaliseAddress(address);
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The client's address for limits and logs. Without a trusted proxy it is the socket's address:
 * X-Forwarded-For is whatever the client typed. Behind trusted proxies it is the right-most
 * X-Forwarded-For entry that is not one of them (each proxy appends the address it saw).
 */
export function clientAddress(headers: Headers, trustProxy: boolean, trustedProxies: BlockList): string {
  const peer = peerAddressOf(headers);
  if (!trustProxy || !inList(trustedProxies, peer)) return peer || "unknown";
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => normaliseAddress(s))
    .filter(Boolean);
  for (let i = hops.length - 1; i >= 0; i--) {
    if (isIP(hops[i]!) === 0) return "unknown";
    if (!inList(trustedProxies, hops[i]!)) return hops[i]!;
  }
  return hops[0] ?? peer;
}
