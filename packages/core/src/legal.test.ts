import { describe, expect, it } from "vitest";
import { needsAcceptance, parseFrontMatter } from "./legal.js";

const at = (iso: string) => new Date(iso);
const v = (version: number, material: boolean, published: string) => ({
  slug: "terms",
  version,
  material,
  published_at: at(published),
});

describe("needsAcceptance", () => {
  const versions = [
    v(1, false, "2026-01-01T00:00:00Z"),
    v(2, true, "2026-06-01T00:00:00Z"),
    v(3, false, "2026-07-01T00:00:00Z"),
  ];

  it("asks someone who joined before the material version and has not accepted it", () => {
    expect(
      needsAcceptance({ versions, joinedAt: at("2026-03-01T00:00:00Z"), acceptedVersion: null })?.version,
    ).toBe(2);
    expect(
      needsAcceptance({ versions, joinedAt: at("2026-03-01T00:00:00Z"), acceptedVersion: 1 })?.version,
    ).toBe(2);
  });

  it("does not ask after she accepted it or a later version", () => {
    expect(
      needsAcceptance({ versions, joinedAt: at("2026-03-01T00:00:00Z"), acceptedVersion: 2 }),
    ).toBeNull();
    expect(
      needsAcceptance({ versions, joinedAt: at("2026-03-01T00:00:00Z"), acceptedVersion: 3 }),
    ).toBeNull();
  });

  it("does not ask someone who joined after it (she agreed at sign-in)", () => {
    expect(
      needsAcceptance({ versions, joinedAt: at("2026-06-02T00:00:00Z"), acceptedVersion: null }),
    ).toBeNull();
  });

  it("asks nothing when no version is material", () => {
    expect(
      needsAcceptance({
        versions: [v(1, false, "2026-01-01T00:00:00Z")],
        joinedAt: at("2025-01-01T00:00:00Z"),
        acceptedVersion: null,
      }),
    ).toBeNull();
  });
});

describe("parseFrontMatter", () => {
  it("reads the block and the body", () => {
    const { meta, body } = parseFrontMatter(
      '---\nslug: terms\nversion: 2\ntitle: Terms of Service\neffective: 2026-11-25\nmaterial: true\nsummary: "New returns rule"\n---\n\n# Hello\n',
    );
    expect(meta).toEqual({
      slug: "terms",
      version: 2,
      title: "Terms of Service",
      effective: "2026-11-25",
      material: true,
      summary: "New returns rule",
    });
    expect(body).toBe("# Hello");
  });

  it("refuses a file without a version or a proper date", () => {
    expect(() => parseFrontMatter("---\nslug: terms\ntitle: T\neffective: 2026-11-25\n---\nx")).toThrow(
      /version/,
    );
    expect(() =>
      parseFrontMatter("---\nslug: terms\nversion: 1\ntitle: T\neffective: 25/11/2026\n---\nx"),
    ).toThrow(/YYYY/);
  });
});
