import { describe, expect, it } from "vitest";
import { LOG_LIMITS, sanitizeLogValue } from "./log-sanitize.js";

describe("sanitizeLogValue", () => {
  it("truncates long messages at 500 characters", () => {
    const out = sanitizeLogValue("x".repeat(600)) as string;
    expect(out.startsWith("x".repeat(500))).toBe(true);
    expect(out.length).toBe(501);
    expect(sanitizeLogValue("short")).toBe("short");
  });

  it("keeps at most 50 array items and 20 object properties", () => {
    expect((sanitizeLogValue(Array.from({ length: 80 }, (_, i) => i)) as unknown[]).length).toBe(
      LOG_LIMITS.arrayItems,
    );
    const wide = Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`k${i}`, i]));
    expect(Object.keys(sanitizeLogValue(wide) as object)).toHaveLength(LOG_LIMITS.objectProperties);
  });

  it("stops at depth 10", () => {
    let deep: unknown = "bottom";
    for (let i = 0; i < 15; i++) deep = { next: deep };
    let node = sanitizeLogValue(deep) as { next: unknown };
    for (let i = 0; i < LOG_LIMITS.depth - 1; i++) node = node.next as { next: unknown };
    expect(node.next).toBe("[depth limit]");
  });

  it("passes numbers, booleans and null through", () => {
    expect(sanitizeLogValue(3)).toBe(3);
    expect(sanitizeLogValue(false)).toBe(false);
    expect(sanitizeLogValue(null)).toBe(null);
  });
});
