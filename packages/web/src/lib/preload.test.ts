import { describe, expect, it, vi } from "vitest";
import { preloadPath, registerPagePreloader, registerPreloader } from "./preload";

describe("preloadPath", () => {
  it("calls the preloader of the matching prefix once per path, with the rest decoded", () => {
    const product = vi.fn();
    registerPreloader("/product/", product);
    preloadPath("/product/silk%20saree-1a2b?ref=home#reviews");
    preloadPath("/product/silk%20saree-1a2b");
    expect(product).toHaveBeenCalledTimes(1);
    expect(product).toHaveBeenCalledWith("silk saree-1a2b");
  });

  it("ignores paths no feature preloads, and deeper paths under a prefix", () => {
    const shop = vi.fn();
    registerPreloader("/shop/", shop);
    preloadPath("/shops");
    preloadPath("/shop/");
    preloadPath("/shop/a/b");
    expect(shop).not.toHaveBeenCalled();
  });

  it("calls a page's own preloader for its exact path only, once", () => {
    const home = vi.fn();
    registerPagePreloader("/", home);
    preloadPath("/?login=1");
    preloadPath("/");
    preloadPath("/home-decor");
    expect(home).toHaveBeenCalledTimes(1);
  });
});
