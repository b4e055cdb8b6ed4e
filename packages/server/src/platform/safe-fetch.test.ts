import { describe, expect, it } from "vitest";
import { isPublicAddress } from "./safe-fetch.js";

describe("isPublicAddress", () => {
  it("refuses loopback, private, link-local, CGNAT, multicast, unspecified and other special IPv4", () => {
    for (const address of [
      "127.0.0.1",
      "127.1.2.3",
      "0.0.0.0",
      "10.0.0.1",
      "172.16.5.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "224.0.0.1",
      "255.255.255.255",
      "192.0.2.1",
      "198.18.0.1",
      "240.0.0.1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("refuses the same in IPv6, IPv4-mapped IPv6 and the IPv4-embedding prefixes", () => {
    for (const address of [
      "::1",
      "::",
      "fe80::1",
      "fc00::1",
      "fd12:3456::1",
      "ff02::1",
      "::ffff:127.0.0.1",
      "::ffff:7f00:1",
      "::ffff:10.0.0.1",
      "64:ff9b::7f00:1",
      "2002:7f00:1::",
      "2001:db8::1",
    ])
      expect(isPublicAddress(address), address).toBe(false);
  });

  it("lets ordinary public addresses through", () => {
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"])
      expect(isPublicAddress(address), address).toBe(true);
  });

  it("refuses what is not an address", () => {
    expect(isPublicAddress("localhost")).toBe(false);
    expect(isPublicAddress("")).toBe(false);
  });
});
