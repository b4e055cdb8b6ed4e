import { describe, expect, it } from "vitest";
import {
  authRoleForProfile,
  codeError,
  emailDomainSuggestions,
  emailError,
  maskIdentifier,
  normalizeIdentifier,
  permissionsFor,
  phoneError,
  resendWaitSeconds,
  safeRedirectPath,
  sessionIsUsable,
} from "./auth";

describe("e-mail", () => {
  it.each([
    ["", "Email is required"],
    ["   ", "Email is required"],
    ["asha", "Enter valid email"],
    ["asha@", "Enter valid email"],
    ["asha@gmail", "Enter valid email"],
    ["as ha@gmail.com", "Enter valid email"],
    ["asha@gmail.com", null],
    [" Asha.Rao+shop@Rediffmail.com ", null],
  ])("%j gives %j", (value, message) => expect(emailError(value)).toBe(message));

  it("completes the domain from the spec's list", () => {
    expect(emailDomainSuggestions("asha@g")).toEqual(["asha@gmail.com"]);
    expect(emailDomainSuggestions("asha@re")).toEqual(["asha@rediffmail.com"]);
    expect(emailDomainSuggestions("asha@")).toHaveLength(5);
    expect(emailDomainSuggestions("asha@gmail.com")).toEqual([]);
    expect(emailDomainSuggestions("asha")).toEqual([]);
    expect(emailDomainSuggestions("@g")).toEqual([]);
  });
});

describe("phone", () => {
  it.each([
    ["+919876543210", null],
    ["+91 98765 43210", null],
    ["+1 (555) 010-2030", null],
    ["9876543210", "Enter valid phone number with country code"],
    ["+09876543210", "Enter valid phone number with country code"],
    ["+12345", "Enter valid phone number with country code"],
    ["+1234567890123456", "Enter valid phone number with country code"],
    ["+1234567", "Valid phone number is required"],
  ])("%j gives %j", (value, message) => expect(phoneError(value)).toBe(message));
});

describe("code", () => {
  it.each([
    ["", "Enter 6-digit code"],
    ["12345", "Enter 6-digit code"],
    ["12a456", "Invalid code"],
    ["1234567", "Invalid code"],
    ["123456", null],
  ])("%j gives %j", (value, message) => expect(codeError(value)).toBe(message));
});

describe("identifiers", () => {
  it("normalises so limits and accounts key on one spelling", () => {
    expect(normalizeIdentifier("email", " Asha@Gmail.COM ")).toBe("asha@gmail.com");
    expect(normalizeIdentifier("sms", "+91 98765-43210")).toBe("+919876543210");
  });

  it("masks where a code went", () => {
    expect(maskIdentifier("email", "asha@gmail.com")).toBe("as•••@gmail.com");
    expect(maskIdentifier("sms", "+919876543210")).toBe("+91•••••3210");
  });
});

describe("redirects", () => {
  it.each([
    ["/community", "/community"],
    ["/shop/a?x=1#y", "/shop/a?x=1#y"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["/ok\nSet-Cookie", "/"],
    [undefined, "/"],
  ])("%j goes to %j", (value, expected) => expect(safeRedirectPath(value)).toBe(expected));
});

describe("roles", () => {
  it("maps profile role codes to the auth layer's permission table", () => {
    expect(authRoleForProfile("A")).toBe("admin");
    expect(authRoleForProfile("V")).toBe("vendor");
    expect(authRoleForProfile("U")).toBe("user");
    expect(authRoleForProfile("C")).toBe("user");
    expect(authRoleForProfile("X")).toBeNull();
    expect(permissionsFor("A")).toEqual(["read", "write", "admin"]);
    expect(permissionsFor("V")).toEqual(["read", "write"]);
    expect(permissionsFor("U")).toEqual(["read"]);
    expect(permissionsFor(null)).toEqual([]);
  });
});

describe("timing", () => {
  it("counts the resend cooldown down from 30 s", () => {
    expect(resendWaitSeconds(0, 0)).toBe(30);
    expect(resendWaitSeconds(0, 10_500)).toBe(20);
    expect(resendWaitSeconds(0, 30_000)).toBe(0);
  });

  it("treats a session with 5 minutes or less left as over", () => {
    expect(sessionIsUsable(600, 0)).toBe(true);
    expect(sessionIsUsable(300, 0)).toBe(false);
  });
});
