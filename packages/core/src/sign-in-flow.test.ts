import { describe, expect, it } from "vitest";
import { firstName, formatCountdown, secondsUntil, welcomeMessage } from "./sign-in-flow";

describe("secondsUntil", () => {
  it("rounds part seconds up so a countdown never shows 0 too early", () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 400)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
  });
  it("stops at zero", () => {
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 99_000)).toBe(0);
  });
});

describe("formatCountdown", () => {
  it("shows minutes and two-digit seconds", () => {
    expect(formatCountdown(600)).toBe("10:00");
    expect(formatCountdown(545)).toBe("9:05");
    expect(formatCountdown(42)).toBe("0:42");
    expect(formatCountdown(0)).toBe("0:00");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

describe("welcomeMessage", () => {
  it("welcomes a returning member back by first name", () => {
    expect(firstName("  Priya  Sharma ")).toBe("Priya");
    expect(welcomeMessage("Priya Sharma", false)).toBe("Welcome back, Priya");
  });
  it("welcomes someone who has only just joined to Saheli", () => {
    expect(welcomeMessage("Priya Sharma", true)).toBe("Welcome to Saheli");
  });
  it("welcomes someone without a name to Saheli", () => {
    expect(firstName("   ")).toBeNull();
    expect(welcomeMessage(" ", false)).toBe("Welcome to Saheli");
    expect(welcomeMessage(null, false)).toBe("Welcome to Saheli");
  });
});
