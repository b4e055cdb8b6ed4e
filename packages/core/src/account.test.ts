import { describe, expect, it } from "vitest";
import { accountBadge, accountMenuLinks, accountStatTiles, isOwnProfile } from "./account";

const member = { id: "u1", username: "priya", role: "U" };

describe("accountBadge (doc 3 §2.4)", () => {
  it("Member by default", () => expect(accountBadge(member).label).toBe("Member"));
  it("customers are members too", () => expect(accountBadge({ ...member, role: "C" }).kind).toBe("member"));
  it("a vendor shows the business name", () => {
    expect(accountBadge({ ...member, role: "V", business_name: "Silk & Story" })).toEqual({
      kind: "vendor",
      label: "Silk & Story",
      verified: false,
    });
  });
  it("a vendor without a business name shows Business", () => {
    expect(accountBadge({ ...member, role: "V", business_name: " " }).label).toBe("Business");
    expect(accountBadge({ ...member, role: "V" }).label).toBe("Business");
  });
  it("Admin for admins", () => expect(accountBadge({ ...member, role: "A" }).label).toBe("Admin"));
  it("verified only when gender_verified is true", () => {
    expect(accountBadge({ ...member, gender_verified: true }).verified).toBe(true);
    expect(accountBadge({ ...member, gender_verified: null }).verified).toBe(false);
  });
});

describe("accountMenuLinks", () => {
  const hrefs = (...args: Parameters<typeof accountMenuLinks>) =>
    accountMenuLinks(...args).map((l) => l.href);

  it("a member without a shop gets Create Shop", () => {
    expect(hrefs(member, false)).toEqual([
      "/profile/u1",
      "/followed-shops",
      "/community",
      "/settings",
      "/create-shop",
    ]);
    expect(accountMenuLinks(member, false).at(-1)?.label).toBe("Create Shop");
  });
  it("a shop owner gets Manage Shop", () => {
    const links = accountMenuLinks({ ...member, role: "V" }, true);
    expect(links.at(-1)).toEqual({ id: "manage-shop", label: "Manage Shop", href: "/vendor/dashboard" });
  });
  it("admins also get Admin Dashboard and its daily queues", () => {
    const links = accountMenuLinks({ ...member, role: "A" }, false);
    expect(links.slice(-4).map((l) => l.href)).toEqual([
      "/admin",
      "/admin/verifications",
      "/admin/reports",
      "/admin/broadcast",
    ]);
    expect(hrefs(member, true)).not.toContain("/admin");
  });
});

describe("accountStatTiles", () => {
  it("links connections, followers and following with their counts", () => {
    expect(accountStatTiles({ ...member, connections_count: 3, followers_count: 12 })).toEqual([
      { id: "connections", label: "Connections", href: "/connections", count: 3 },
      { id: "followers", label: "Followers", href: "/followers", count: 12 },
      { id: "following", label: "Following", href: "/following", count: 0 },
    ]);
  });
});

describe("isOwnProfile", () => {
  it("matches by id or username, ignoring case", () => {
    expect(isOwnProfile("u1", member)).toBe(true);
    expect(isOwnProfile("Priya", member)).toBe(true);
  });
  it("is false for others and for guests", () => {
    expect(isOwnProfile("meera", member)).toBe(false);
    expect(isOwnProfile("", member)).toBe(false);
    expect(isOwnProfile("priya", null)).toBe(false);
    expect(isOwnProfile("priya", { id: "u1", username: null })).toBe(false);
  });
});
