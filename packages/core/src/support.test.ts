import { describe, expect, it } from "vitest";
import {
  acknowledgementText,
  dueState,
  helpCategoriesFor,
  supportDueTimes,
  supportReference,
} from "./support";

describe("supportDueTimes", () => {
  it("answers within 48 hours and resolves within a calendar month", () => {
    const { respondBy, resolveBy } = supportDueTimes(new Date("2026-11-25T10:00:00Z"));
    expect(respondBy.toISOString()).toBe("2026-11-27T10:00:00.000Z");
    expect(resolveBy.toISOString()).toBe("2026-12-25T10:00:00.000Z");
  });
  it("keeps the end of a short month instead of spilling into the next", () => {
    expect(supportDueTimes(new Date("2027-01-31T08:00:00Z")).resolveBy.toISOString()).toBe(
      "2027-02-28T08:00:00.000Z",
    );
    expect(supportDueTimes(new Date("2026-12-31T08:00:00Z")).resolveBy.toISOString()).toBe(
      "2027-01-31T08:00:00.000Z",
    );
  });
});

describe("dueState", () => {
  const due = new Date("2026-11-27T10:00:00Z");
  it("is met when done in time and overdue when done late", () => {
    expect(dueState(due, new Date("2026-11-27T09:00:00Z"), new Date())).toBe("met");
    expect(dueState(due, new Date("2026-11-27T11:00:00Z"), new Date())).toBe("overdue");
  });
  it("warns 6 hours ahead and says overdue after", () => {
    expect(dueState(due, null, new Date("2026-11-26T10:00:00Z"))).toBe("due");
    expect(dueState(due, null, new Date("2026-11-27T05:00:00Z"))).toBe("soon");
    expect(dueState(due, null, new Date("2026-11-27T10:00:01Z"))).toBe("overdue");
  });
});

describe("help centre", () => {
  it("puts selling first for vendors and orders first for customers", () => {
    expect(helpCategoriesFor("vendor")[0]).toBe("Selling");
    expect(helpCategoriesFor("customer").slice(0, 3)).toEqual([
      "Orders and delivery",
      "Shopping",
      "Getting started",
    ]);
    expect(helpCategoriesFor("customer").at(-1)).toBe("Selling");
  });
});

it("references are SR- and six unambiguous characters", () => {
  const ref = supportReference(new Uint8Array([0, 1, 2, 3, 4, 255]));
  expect(ref).toMatch(/^SR-[2-9A-HJKMNP-Z]{6}$/);
});

it("the acknowledgement names the reference and both due times in IST", () => {
  const text = acknowledgementText("SR-ABCDEF", new Date("2026-11-25T10:00:00Z"));
  expect(text).toContain("SR-ABCDEF");
  expect(text).toContain("27 Nov, 2026");
  expect(text).toContain("25 Dec, 2026");
  expect(text).toContain("IST");
});
