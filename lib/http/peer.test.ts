import { describe, expect, it } from "vitest";
import { PEER_ADDRESS_HEADER, addressList, clientAddress, isLoopbackAddress } from "./peer";

const PROXIES = addressList("127.0.0.0/8, ::1, 10.0.0.0/8");
const from = (peer: string, forwardedFor?: string) =>
  new Headers({
    [PEER_ADDRESS_HEADER]: peer,
    ...(forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor }),
  });

describe("the client's address", () => {
  it("is the socket's without a trusted proxy, whatever X-Forwarded-For says", () => {
    for (const forged of ["1.2.3.4", "127.0.0.1", "5.6.7.8, 9.9.9.9", "garbage"]) {
      expect(clientAddress(from("198.51.100.4", forged), false, PROXIES)).toBe("198.51.100.4");
    }
  });

  it("behind trusted proxies is the right-most hop that is not a proxy", () => {
    expect(clientAddress(from("10.0.0.2", "203.0.113.7"), true, PROXIES)).toBe("203.0.113.7");
    // The client typed the first entry; the proxy appended what it saw.
    expect(clientAddress(from("10.0.0.2", "1.1.1.1, 203.0.113.7"), true, PROXIES)).toBe("203.0.113.7");
    expect(clientAddress(from("127.0.0.1", "203.0.113.7, 10.0.0.9"), true, PROXIES)).toBe("203.0.113.7");
  });

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy, even with TRUST_PROXY", () => {
    expect(clientAddress(from("198.51.100.4", "1.2.3.4"), true, PROXIES)).toBe("198.51.100.4");
  });

  it("reads IPv4 on a dual-stack socket as IPv4", () => {
    expect(clientAddress(from("::ffff:198.51.100.4"), false, PROXIES)).toBe("198.51.100.4");
  });

  it("is 'unknown' when the app's server did not stamp the socket's address", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "1.2.3.4" }), false, PROXIES)).toBe("unknown");
  });
});

describe("loopback", () => {
  it("is 127.0.0.0/8 and ::1 only", () => {
    for (const ip of ["127.0.0.1", "127.1.2.3", "::1", "::ffff:127.0.0.1"])
      expect(isLoopbackAddress(ip), ip).toBe(true);
    for (const ip of ["10.0.0.1", "0.0.0.0", "::", "localhost", "", "203.0.113.1", "::ffff:10.0.0.1"])
      expect(isLoopbackAddress(ip), ip).toBe(false);
  });
});
