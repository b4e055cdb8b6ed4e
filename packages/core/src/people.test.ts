import { describe, expect, it } from "vitest";
import { connectLabel, deriveRelation, searchableQuery } from "./people";

describe("deriveRelation", () => {
  it("puts pending requests first, then following, else none", () => {
    expect(deriveRelation({ connection: "pending_sent", following: true, followed_by: false })).toEqual({
      relation: "pending_sent",
      mutual: false,
    });
    expect(
      deriveRelation({ connection: "pending_received", following: false, followed_by: true }).relation,
    ).toBe("pending_received");
    expect(deriveRelation({ connection: "connected", following: true, followed_by: true })).toEqual({
      relation: "following",
      mutual: true,
    });
    expect(deriveRelation({ connection: "none", following: false, followed_by: true })).toEqual({
      relation: "none",
      mutual: false,
    });
  });

  it("labels the connect button", () => {
    expect(connectLabel("none")).toBe("Connect");
    expect(connectLabel("connected")).toBe("Connected");
    expect(connectLabel("pending_sent")).toBe("Pending");
    expect(connectLabel("pending_received")).toBe("Accept");
  });
});

describe("searchableQuery", () => {
  it("needs two characters after trimming", () => {
    expect(searchableQuery(" a ")).toBeNull();
    expect(searchableQuery(undefined)).toBeNull();
    expect(searchableQuery("  ab ")).toBe("ab");
  });
});
