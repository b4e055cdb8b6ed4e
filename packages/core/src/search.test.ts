import { describe, expect, it } from "vitest";
import type { CursorKey } from "./cursor";
import {
  excludedWords,
  normalizeQuery,
  ranked,
  rankedPage,
  rankScore,
  snippet,
  splitListings,
  textMatchScore,
} from "./search";

const now = new Date("2026-11-24T12:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

describe("normalizeQuery", () => {
  it("trims, collapses, cuts to 200 and empties punctuation-only queries", () => {
    expect(normalizeQuery("  silk\n\tsaree ")).toBe("silk saree");
    expect(normalizeQuery("x".repeat(500))).toHaveLength(200);
    expect(normalizeQuery("'&|!:*\\")).toBe("");
    expect(normalizeQuery(null)).toBe("");
    expect(normalizeQuery('"silk saree" -cotton')).toBe('"silk saree" -cotton');
    expect(normalizeQuery("साड़ी")).toBe("साड़ी");
  });
});

describe("excludedWords", () => {
  it("reads the words after a minus", () => {
    expect(excludedWords("silk -cotton -Kota saree")).toEqual(["cotton", "kota"]);
    expect(excludedWords("e-commerce")).toEqual([]);
  });
});

describe("text match", () => {
  it("scores 50 plus position and length bonuses for the whole query", () => {
    expect(textMatchScore("Silk", "silk")).toBe(50 + 20 + 20);
    expect(textMatchScore("Silk saree", "silk")).toBe(50 + 20 + 8);
    expect(textMatchScore("Handwoven silk saree", "silk")).toBe(50 + 10 + 4);
  });

  it("gives some words 25 with bonuses, and a typo-only match 10", () => {
    expect(textMatchScore("Silk dupatta", "silk saree")).toBe(25 + 20 + 7);
    expect(textMatchScore("Sarees", "sare")).toBeGreaterThan(50);
    expect(textMatchScore("Jewellery box", "jwellery")).toBe(10);
  });
});

describe("rankScore", () => {
  it("adds featured, rating, reviews, recency, followers and engagement as §9 says", () => {
    const base = { text: "Silk", created_at: daysAgo(100) };
    const text = textMatchScore("Silk", "silk");
    expect(rankScore(base, "silk", now)).toBe(text);
    expect(rankScore({ ...base, is_featured: true }, "silk", now)).toBe(text + 20);
    expect(rankScore({ ...base, average_rating: 4.5 }, "silk", now)).toBe(text + 45);
    expect(rankScore({ ...base, total_reviews: 100 }, "silk", now)).toBe(text + 2);
    expect(rankScore({ text: "Silk", created_at: daysAgo(0) }, "silk", now)).toBe(text + 40);
    expect(rankScore({ text: "Silk", created_at: daysAgo(30) }, "silk", now)).toBeCloseTo(text + 10);
    expect(rankScore({ ...base, follower_count: 250 }, "silk", now)).toBe(text + 2.5);
    expect(rankScore({ ...base, engagement_score: 7 }, "silk", now)).toBe(text + 7);
  });

  it("orders by score, keeping ties in place", () => {
    const items = [
      { id: "a", text: "Cotton saree with silk border" },
      { id: "b", text: "Silk saree" },
      { id: "c", text: "Silk saree", is_featured: true },
    ];
    expect(ranked(items, "silk saree", now).map((i) => i.id)).toEqual(["c", "b", "a"]);
  });
});

describe("splitListings", () => {
  it("ranks 10 then keeps at most 5 products and 5 services", () => {
    const listings = Array.from({ length: 14 }, (_, i) => ({
      text: `Silk ${i}`,
      listing_type: i % 2 === 0 ? "physical" : "service",
      total_reviews: 14 - i,
    }));
    const { products, services } = splitListings(listings, "silk", now);
    expect(products.length).toBeLessThanOrEqual(5);
    expect(services.length).toBeLessThanOrEqual(5);
    expect(products.length + services.length).toBe(10);
  });
});

describe("snippet", () => {
  it("cuts posts to 80 characters around the match", () => {
    expect(snippet("Short post", "post")).toBe("Short post");
    const long = `${"Intro words ".repeat(10)}and then the silk saree launch happened today with many friends`;
    const cut = snippet(long, "silk");
    expect(cut.length).toBeLessThanOrEqual(80);
    expect(cut).toContain("silk");
    expect(cut.startsWith("…")).toBe(true);
    expect(snippet("a".repeat(100), "zzz")).toHaveLength(80);
  });
});

describe("rankedPage", () => {
  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
  // Four scores only, so pages end inside ties; newer rows score more for recency.
  const items = Array.from({ length: 45 }, (_, n) => ({
    id: id(n),
    text: "silk saree",
    created_at: new Date(Date.UTC(2026, 0, 1 + (n % 4))).toISOString(),
  }));

  it("walks every candidate once, best first, with the first page's instant", () => {
    const seen: string[] = [];
    let after: CursorKey | null = null;
    for (let n = 0; n < 10; n++) {
      // Later pages are asked for later: the cursor's instant keeps the order.
      const now = new Date(Date.UTC(2026, 0, 10 + n * 7));
      const page: { items: typeof items; next: CursorKey | null } = rankedPage(items, "silk", {
        after,
        now,
        limit: 10,
        keyOf: (i) => i.id,
      });
      seen.push(...page.items.map((i) => i.id));
      after = page.next;
      if (!after) break;
    }
    expect(after).toBeNull();
    expect(new Set(seen).size).toBe(45);
    const days = seen.map((s) => Number(s.slice(-12)) % 4);
    expect(days).toEqual([...days].sort((a, b) => b - a));
  });
});
