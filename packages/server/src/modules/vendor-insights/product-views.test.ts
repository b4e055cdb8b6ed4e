import { describe, expect, it } from "vitest";
import { isCrawler, personKey, visitorKey } from "./product-views.service.js";

describe("viewer keys", () => {
  it("hashes a visitor's address and browser under the day's salt, never keeping the address", () => {
    const key = visitorKey("salt-1", "203.0.113.7", "Chrome/130");
    expect(key).toMatch(/^v:[A-Za-z0-9_-]{43}$/);
    expect(key).not.toContain("203.0.113.7");
    expect(visitorKey("salt-1", "203.0.113.7", "Chrome/130")).toBe(key);
    expect(visitorKey("salt-2", "203.0.113.7", "Chrome/130")).not.toBe(key);
    expect(visitorKey("salt-1", "203.0.113.7", "Safari/18")).not.toBe(key);
    expect(visitorKey("salt-1", "203.0.113.8", "Chrome/130")).not.toBe(key);
  });

  it("keys a person by her id and tells crawlers apart", () => {
    expect(personKey("abc")).toBe("u:abc");
    expect(isCrawler("Mozilla/5.0 (compatible; Googlebot/2.1)")).toBe(true);
    expect(isCrawler("WhatsApp/2.23 link preview")).toBe(true);
    expect(isCrawler("Mozilla/5.0 (Linux; Android 14) Chrome/130 Mobile Safari/537.36")).toBe(false);
  });
});
