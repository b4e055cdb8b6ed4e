import { describe, expect, it } from "vitest";
import {
  bioError,
  businessNameError,
  fullNameError,
  isBasicProfileComplete,
  meetsCompletionThreshold,
  ProfileMessages,
  periodLabel,
  profileCompletion,
  profilePath,
  websiteError,
} from "./profile";

const empty = {
  full_name: null,
  avatar_url: null,
  bio: null,
  role: null,
  headline: null,
  cover_url: null,
  occupation: null,
  location: null,
  website: null,
  business_name: null,
  experience_count: 0,
  education_count: 0,
  skills_count: 0,
};

describe("profile rules", () => {
  it("checks full name, bio, business name and website with the spec's messages", () => {
    expect(fullNameError(" A ")).toBe(ProfileMessages.fullNameLength);
    expect(fullNameError("Al")).toBeNull();
    expect(fullNameError("x".repeat(101))).toBe(ProfileMessages.fullNameLength);
    expect(bioError("x".repeat(500))).toBeNull();
    expect(bioError("x".repeat(501))).toBe(ProfileMessages.bioLength);
    expect(businessNameError("")).toBeNull();
    expect(businessNameError("B")).toBe(ProfileMessages.businessNameLength);
    expect(websiteError("https://saheli.in/shop?x=1")).toBeNull();
    expect(websiteError("saheli.in")).toBe(ProfileMessages.websiteScheme);
    expect(websiteError("javascript:alert(1)")).toBe(ProfileMessages.websiteScheme);
    expect(websiteError("http://localhost")).toBe(ProfileMessages.websiteScheme);
  });

  it("calls the basic profile complete only with name, avatar, bio and role all filled", () => {
    const basic = { full_name: "Asha", avatar_url: "/media/a.jpg", bio: "Weaver", role: "U" };
    expect(isBasicProfileComplete(basic)).toBe(true);
    expect(isBasicProfileComplete({ ...basic, bio: "   " })).toBe(false);
    expect(isBasicProfileComplete({ ...basic, avatar_url: null })).toBe(false);
  });

  it("scores completion out of 100; the basic fields alone reach the threshold of 35", () => {
    expect(profileCompletion(empty)).toMatchObject({ score: 0 });
    const basic = profileCompletion({
      ...empty,
      full_name: "Asha",
      avatar_url: "/a.jpg",
      bio: "Weaver",
      role: "U",
    });
    expect(basic.score).toBe(35);
    expect(meetsCompletionThreshold(basic.score)).toBe(true);
    expect(meetsCompletionThreshold(34)).toBe(false);
    expect(basic.missing[0]).toBe("headline");
    const full = profileCompletion({
      full_name: "Asha",
      avatar_url: "/a.jpg",
      bio: "Weaver",
      role: "U",
      headline: "h",
      cover_url: "/c.jpg",
      occupation: "o",
      location: "l",
      website: "https://w.in",
      business_name: "b",
      experience_count: 1,
      education_count: 1,
      skills_count: 3,
    });
    expect(full).toEqual({ score: 100, missing: [] });
  });

  it("links to a profile by username, else id", () => {
    expect(profilePath({ id: "1", username: "asha" })).toBe("/profile/asha");
    expect(profilePath({ id: "abc", username: null })).toBe("/profile/abc");
  });

  it("labels periods", () => {
    expect(periodLabel({ year: 2021, month: 3 }, null, true)).toBe("Mar 2021 – Present");
    expect(periodLabel({ year: 2019 }, { year: 2021 })).toBe("2019 – 2021");
    expect(periodLabel({ year: 2019 })).toBe("2019");
  });
});
