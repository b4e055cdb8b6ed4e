import { describe, expect, it } from "vitest";
import { jobInputSchema, jobsQuerySchema } from "./contracts/jobs";
import {
  closingDateProblem,
  closingLabel,
  formatPay,
  isJobOpen,
  JobMessages,
  jobPath,
  jobSlug,
  monthlyPay,
  normalizeSkills,
} from "./jobs";
import { idFromSlug } from "./slugs";

const valid = {
  title: "Textile designer",
  business_name: "Meera Studio",
  location: "Kochi",
  job_type: "full_time",
  pay_min: 25000,
  pay_max: 40000,
  pay_period: "month",
  description: "Design saris.",
  how_to_apply: "Apply here.",
  closes_on: "2026-12-20",
};

const messagesOf = (input: Record<string, unknown>) => {
  const result = jobInputSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe("job rules", () => {
  it("keeps the closing day open until midnight in India, then closes", () => {
    const job = { closes_on: "2026-12-20", closed_at: null };
    // 23:59 IST on the 20th is 18:29 UTC.
    expect(isJobOpen(job, new Date("2026-12-20T18:29:00Z"))).toBe(true);
    expect(isJobOpen(job, new Date("2026-12-20T18:31:00Z"))).toBe(false);
    expect(isJobOpen({ ...job, closed_at: "2026-12-01T00:00:00Z" }, new Date("2026-12-02T00:00:00Z"))).toBe(
      false,
    );
    expect(closingLabel(job, new Date("2026-12-20T10:00:00Z"))).toBe("Closes today");
    expect(closingLabel(job, new Date("2026-12-21T10:00:00Z"))).toBe("Closed");
    expect(closingLabel(job, new Date("2026-12-01T10:00:00Z"))).toBe("Closes 20 Dec 2026");
  });

  it("refuses a closing date in the past or beyond six months", () => {
    const now = new Date("2026-11-25T20:00:00Z"); // 26 Nov in India
    expect(closingDateProblem("2026-11-25", now)).toBe(JobMessages.closingPast);
    expect(closingDateProblem("2026-11-26", now)).toBeNull();
    expect(closingDateProblem("2027-05-25", now)).toBeNull();
    expect(closingDateProblem("2027-05-26", now)).toBe(JobMessages.closingTooFar);
  });

  it("checks the pay range's order, and every job states its pay", () => {
    expect(messagesOf(valid)).toEqual([]);
    expect(messagesOf({ ...valid, pay_min: 50000, pay_max: 20000 })).toEqual([JobMessages.payOrder]);
    expect(messagesOf({ ...valid, pay_min: Number.NaN })).toEqual([JobMessages.payRequired]);
    expect(messagesOf({ ...valid, pay_max: 0.5 })).toContain(JobMessages.payWhole);
    expect(messagesOf({ ...valid, location: "", is_remote: true })).toEqual([]);
    expect(messagesOf({ ...valid, location: " " })).toEqual([JobMessages.locationRequired]);
    expect(messagesOf({ ...valid, business_name: "", as_shop: true })).toEqual([]);
    expect(messagesOf({ ...valid, closes_on: "20/12/2026" })).toEqual([JobMessages.closingInvalid]);
  });

  it("writes the pay in rupees, a stipend for an internship", () => {
    expect(formatPay({ pay_min: 25000, pay_max: 40000, pay_period: "month", job_type: "full_time" })).toBe(
      "₹25,000–₹40,000 a month",
    );
    expect(formatPay({ pay_min: 10000, pay_max: 10000, pay_period: "month", job_type: "internship" })).toBe(
      "Stipend ₹10,000 a month",
    );
    expect(monthlyPay(360000, "year")).toBe(30000);
    expect(monthlyPay(15000, "project")).toBe(15000);
  });

  it("makes the page address /community/jobs/{slug}-{id}, and finds the id again", () => {
    const id = "0b6f2f0e-4a53-4c3b-9a39-2a3f1f5d9b11";
    expect(jobSlug("Senior Designer (Saris & Stoles)!")).toBe("senior-designer-saris-stoles");
    expect(jobSlug("!!!")).toBe("job");
    const path = jobPath({ id, slug: "senior-designer" });
    expect(path).toBe(`/community/jobs/senior-designer-${id}`);
    expect(idFromSlug(path.slice("/community/jobs/".length))).toBe(id);
  });

  it("keeps skills once each, and reads the filters from the address", () => {
    expect(normalizeSkills(["Weaving", " weaving ", "", "Dyeing  work"])).toEqual(["Weaving", "Dyeing work"]);
    const query = jobsQuerySchema.parse({
      type: "internship,freelance",
      remote: "true",
      skills: "GST, tally",
    });
    expect(query).toMatchObject({
      type: ["internship", "freelance"],
      remote: true,
      skills: ["GST", "tally"],
    });
    expect(jobsQuerySchema.safeParse({ type: "volunteer" }).success).toBe(false);
  });
});
