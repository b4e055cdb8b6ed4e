import { describe, expect, it } from "vitest";
import { type BottomBarSection, bottomBarItems, bottomBarSection, isBottomBarItemActive } from "./bottom-bar";

describe("bottomBarSection", () => {
  it.each<[string, BottomBarSection]>([
    ["/", "home"],
    ["/home", "home"],
    ["/shepay/wallet", "shepay"],
    ["/commerce", "commerce"],
    ["/community/network", "community"],
    ["/vendor/orders", "vendor"],
    ["/radio/live", "radio"],
    ["/co-work/spaces", "co-work"],
    ["/chat", "chat"],
    ["/chatroom", "other"],
    ["/wishlist", "other"],
    ["/homeware", "other"],
  ])("%s → %s", (path, section) => expect(bottomBarSection(path)).toBe(section));
});

const labels = (section: BottomBarSection, loggedIn: boolean) =>
  bottomBarItems(section, loggedIn).map((item) => item.label);

describe("bottomBarItems (doc 3 §2.10)", () => {
  it("home, logged in: Home, Post, Radio, My Network", () => {
    expect(labels("home", true)).toEqual(["Home", "Post", "Radio", "My Network"]);
  });
  it("home, logged out: Home, Radio, Cart", () => {
    expect(labels("home", false)).toEqual(["Home", "Radio", "Cart"]);
  });
  it.each<BottomBarSection>([
    "shepay",
    "commerce",
    "community",
    "vendor",
    "radio",
    "co-work",
    "chat",
    "other",
  ])("%s: logged in Home, Network, Chat; logged out Home, Shop, Cart", (section) => {
    expect(labels(section, true)).toEqual(["Home", "Network", "Chat"]);
    expect(labels(section, false)).toEqual(["Home", "Shop", "Cart"]);
  });

  it("wires actions, links and badges", () => {
    const [home, post, radio, network] = bottomBarItems("home", true);
    expect(home).toMatchObject({ href: "/", badge: null });
    expect(post).toMatchObject({ action: "post-composer" });
    expect(radio).toMatchObject({ href: "/radio" });
    expect(network).toMatchObject({ href: "/my-network" });
    expect(bottomBarItems("home", false)[2]).toMatchObject({ action: "cart", badge: "cart" });
    expect(bottomBarItems("other", true)[1]).toMatchObject({ href: "/community/network" });
    expect(bottomBarItems("other", true)[2]).toMatchObject({ href: "/chat", badge: "chat" });
    expect(bottomBarItems("other", false)[1]).toMatchObject({ href: "/commerce", badge: null });
    expect(bottomBarItems("other", false)[2]).toMatchObject({ action: "cart", badge: "cart" });
  });
});

describe("isBottomBarItemActive", () => {
  const [home, shop, cart] = bottomBarItems("other", false);
  it("Home is active on the home section only", () => {
    expect(isBottomBarItemActive(home!, "/")).toBe(true);
    expect(isBottomBarItemActive(home!, "/home")).toBe(true);
    expect(isBottomBarItemActive(home!, "/wishlist")).toBe(false);
  });
  it("links are active below their path; actions never", () => {
    expect(isBottomBarItemActive(shop!, "/commerce/orders")).toBe(true);
    expect(isBottomBarItemActive(shop!, "/commerces")).toBe(false);
    expect(isBottomBarItemActive(cart!, "/cart")).toBe(false);
  });
});
