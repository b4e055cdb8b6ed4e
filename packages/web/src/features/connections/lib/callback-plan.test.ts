import { OAuthMessages } from "@saheli/core/connections";
import { describe, expect, it } from "vitest";
import { callbackPlan } from "./callback-plan";

const nonce = "aB3dE5gH7jK9mN1pQ3sT5vW7yZ9bC1dE";
const params = (query: Record<string, string>) => new URLSearchParams(query);

describe("the callback page's plan", () => {
  it("sends the code and state, and returns her to the path inside the state", () => {
    const state = `${nonce}|${encodeURIComponent("/vendor/settings?tab=meetings")}`;
    expect(callbackPlan("zoom", params({ code: "c1", state }))).toEqual({
      kind: "send",
      platform: "zoom",
      body: { state, code: "c1" },
      returnTo: "/vendor/settings?tab=meetings",
    });
  });

  it("sends her refusal too, so the server ends the round trip", () => {
    expect(callbackPlan("google", params({ error: "access_denied", state: nonce }))).toMatchObject({
      kind: "send",
      body: { state: nonce, error: "access_denied" },
      returnTo: "/vendor/settings",
      hint: "You chose not to allow it, so nothing was connected.",
    });
  });

  it("never returns her to another site", () => {
    const state = `${nonce}|${encodeURIComponent("//evil.example/x")}`;
    expect(callbackPlan("zoom", params({ code: "c", state })).returnTo).toBe("/vendor/settings");
  });

  it("fails in the spec's words without a platform, a known one, a state or a code", () => {
    expect(callbackPlan(undefined, params({ code: "c", state: nonce }))).toMatchObject({
      kind: "fail",
      message: OAuthMessages.platformUndetected,
    });
    expect(callbackPlan("teams", params({ code: "c", state: nonce }))).toMatchObject({
      message: OAuthMessages.unsupportedPlatform,
    });
    expect(callbackPlan("zoom", params({ code: "c" }))).toMatchObject({
      message: OAuthMessages.invalidState,
    });
    expect(callbackPlan("zoom", params({ state: nonce }))).toMatchObject({ message: OAuthMessages.failed });
  });
});
