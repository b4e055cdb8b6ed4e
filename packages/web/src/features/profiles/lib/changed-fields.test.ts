import type { ProfileDetails } from "@saheli/core/contracts/profiles";
import { profileUpdateSchema } from "@saheli/core/contracts/profiles";
import { describe, expect, it } from "vitest";
import { changedFields } from "./changed-fields";

const profile = {
  full_name: "Ananya Das",
  headline: "Textile designer",
  occupation: null,
  business_name: null,
  location: "Bhubaneswar",
  website: null,
  bio: "Ikat runs in my family.",
} as ProfileDetails;

describe("changedFields", () => {
  it("sends only what changed, blanks as null, after the core contract's trimming", () => {
    const parsed = profileUpdateSchema.parse({
      full_name: " Ananya Das ",
      headline: "Founder, Ikat Studio",
      occupation: "",
      business_name: "",
      location: "",
      website: "https://ikat.example.in",
      bio: "Ikat runs in my family.",
    });
    expect(changedFields(profile, parsed)).toEqual({
      headline: "Founder, Ikat Studio",
      location: null,
      website: "https://ikat.example.in",
    });
  });

  it("is empty when nothing changed, so no request says 'No fields to update'", () => {
    const parsed = profileUpdateSchema.parse({
      full_name: "Ananya Das",
      occupation: "",
      bio: "Ikat runs in my family.",
    });
    expect(changedFields(profile, parsed)).toEqual({});
  });

  it("sends a username only when it is really another one (usernames ignore case)", () => {
    const withName = { ...profile, username: "ananya_das" } as ProfileDetails;
    expect(changedFields(withName, profileUpdateSchema.parse({ username: " Ananya_Das " }))).toEqual({});
    expect(changedFields(withName, profileUpdateSchema.parse({ username: "Ikat_Ananya" }))).toEqual({
      username: "ikat_ananya",
    });
    expect(profileUpdateSchema.safeParse({ username: "ananya-das" }).success).toBe(false);
  });
});
