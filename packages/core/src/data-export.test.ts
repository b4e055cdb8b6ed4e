import { describe, expect, it } from "vitest";
import { exportPartName, exportStatusAt, formatBytes, planParts } from "./data-export";

describe("data export rules", () => {
  it("reads a ready archive past its date as expired", () => {
    const at = "2026-01-08T00:00:00.000Z";
    expect(exportStatusAt("ready", at, Date.parse(at) - 1)).toBe("ready");
    expect(exportStatusAt("ready", at, Date.parse(at))).toBe("expired");
    expect(exportStatusAt("preparing", null, Date.parse(at))).toBe("preparing");
  });

  it("names parts only when split", () => {
    const day = new Date("2026-11-25T10:00:00Z");
    expect(exportPartName(day, 0, 1)).toBe("saheli-data-2026-11-25.zip");
    expect(exportPartName(day, 1, 3)).toBe("saheli-data-2026-11-25-part-2-of-3.zip");
  });

  it("splits entries so no part passes the limit, and keeps a large file alone", () => {
    const entries = [
      { name: "a", size: 400 },
      { name: "b", size: 400 },
      { name: "c", size: 5000 },
      { name: "d", size: 10 },
    ];
    const parts = planParts(entries, 1000);
    expect(parts.map((p) => p.map((e) => e.name))).toEqual([["a"], ["b"], ["c"], ["d"]]);
    expect(planParts(entries, 10_000).map((p) => p.length)).toEqual([4]);
    expect(planParts([], 1000)).toEqual([]);
  });

  it("formats sizes", () => {
    expect(formatBytes(512)).toBe("512 B");
    expect(formatBytes(2048)).toBe("2 KB");
    expect(formatBytes(1.5 * 1024 ** 3)).toBe("1.5 GB");
  });
});
