import { describe, expect, it } from "vitest";
import { searchFromParams, searchToParams } from "./search-params";

describe("Find People's address", () => {
  it("reads defaults from an empty address and writes nothing back", () => {
    const search = searchFromParams(new URLSearchParams());
    expect(search).toEqual({ q: "", sort: "newest", verified: false, hasBusiness: false, location: "" });
    expect(searchToParams(search).toString()).toBe("");
  });

  it("round-trips a full search, trimming text", () => {
    const params = searchToParams({
      q: "  priya ",
      sort: "followers",
      verified: true,
      hasBusiness: true,
      location: " Jaipur",
    });
    expect(params.toString()).toBe("q=priya&sort=followers&verified=1&business=1&location=Jaipur");
    expect(searchFromParams(params)).toEqual({
      q: "priya",
      sort: "followers",
      verified: true,
      hasBusiness: true,
      location: "Jaipur",
    });
  });

  it("ignores an unknown sort", () => {
    expect(searchFromParams(new URLSearchParams("sort=oldest")).sort).toBe("newest");
  });
});
