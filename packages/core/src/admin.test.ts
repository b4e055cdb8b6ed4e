import { describe, expect, it } from "vitest";
import { AdminMessages, actionsFor, isSlideLink, reasonProblem, splitPeriods, trendPercent } from "./admin";

describe("reasonProblem", () => {
  it("refuses a missing or blank reason", () => {
    expect(reasonProblem(undefined)).toBe(AdminMessages.reasonRequired);
    expect(reasonProblem("   ")).toBe(AdminMessages.reasonRequired);
  });
  it("refuses a reason too short or too long", () => {
    expect(reasonProblem("ok")).toBe(AdminMessages.reasonTooShort);
    expect(reasonProblem("x".repeat(1001))).toBe(AdminMessages.reasonTooLong);
  });
  it("accepts a real reason", () => {
    expect(reasonProblem("  Spam links  ")).toBeNull();
  });
});

describe("actionsFor", () => {
  it("offers no hide or remove for a profile", () => {
    expect(actionsFor("profile")).toEqual(["warn", "suspend", "dismiss"]);
    expect(actionsFor("post")).toContain("hide");
  });
});

describe("isSlideLink", () => {
  it("takes app paths and https only", () => {
    expect(isSlideLink("/commerce?filter=featured")).toBe(true);
    expect(isSlideLink("https://saheli.app/x")).toBe(true);
    expect(isSlideLink("//evil.example")).toBe(false);
    expect(isSlideLink("javascript:alert(1)")).toBe(false);
    expect(isSlideLink("http://plain.example")).toBe(false);
  });
});

describe("trends", () => {
  it("compares a period with the one before it", () => {
    expect(splitPeriods([1, 1, 2, 3, 4, 5], 2)).toEqual({ current: 9, previous: 5 });
    expect(trendPercent(9, 5)).toBe(80);
    expect(trendPercent(3, 0)).toBeNull();
    expect(trendPercent(0, 4)).toBe(-100);
  });
});
