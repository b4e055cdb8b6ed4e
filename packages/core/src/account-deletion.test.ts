import { describe, expect, it } from "vitest";
import {
  DELETION_REASON_MAX_LENGTH,
  deletionConfirmed,
  formatRecoveryDeadline,
  recoveryHoursLeft,
} from "./account-deletion";
import { accountDeletionRequestSchema } from "./contracts/auth";

describe("deletionConfirmed", () => {
  it("needs the word DELETE exactly, in capitals", () => {
    expect(deletionConfirmed("DELETE")).toBe(true);
    expect(deletionConfirmed(" DELETE ")).toBe(true);
    expect(deletionConfirmed("delete")).toBe(false);
    expect(deletionConfirmed("DELET")).toBe(false);
    expect(deletionConfirmed("")).toBe(false);
  });
});

describe("the deletion reason", () => {
  it("is limited as the API contract limits it", () => {
    expect(accountDeletionRequestSchema.shape.reason.unwrap().maxLength).toBe(DELETION_REASON_MAX_LENGTH);
    const tooLong = { reason: "x".repeat(DELETION_REASON_MAX_LENGTH + 1) };
    expect(accountDeletionRequestSchema.safeParse(tooLong).success).toBe(false);
  });
});

describe("formatRecoveryDeadline", () => {
  it("writes the deadline in Indian English", () => {
    const text = formatRecoveryDeadline("2025-06-13T10:15:00.000Z", "Asia/Kolkata");
    expect(text).toContain("13 June 2025");
    expect(text).toMatch(/3:45\s?pm/i);
    expect(text).toContain("Friday");
  });
  it("does not print 'Invalid Date'", () => {
    expect(formatRecoveryDeadline("not a date")).toBe("48 hours after you asked");
  });
});

describe("recoveryHoursLeft", () => {
  const deadline = "2025-06-13T10:00:00.000Z";
  const at = (iso: string) => new Date(iso).getTime();
  it("rounds up to whole hours", () => {
    expect(recoveryHoursLeft(deadline, at("2025-06-11T10:00:00.000Z"))).toBe(48);
    expect(recoveryHoursLeft(deadline, at("2025-06-13T09:30:00.000Z"))).toBe(1);
  });
  it("is zero once the window has closed", () => {
    expect(recoveryHoursLeft(deadline, at("2025-06-13T10:00:00.000Z"))).toBe(0);
    expect(recoveryHoursLeft("nonsense", 0)).toBe(0);
  });
});
