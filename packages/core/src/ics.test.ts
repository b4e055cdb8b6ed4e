import { describe, expect, it } from "vitest";
import { calendarFile, escapeText, foldLine, utf8Length } from "./ics";

const event = {
  uid: "0b7c1f7e-1111-4222-8333-944445555666@saheli",
  sequence: 1765000000,
  start: new Date("2026-12-14T04:30:00Z"),
  end: new Date("2026-12-14T05:30:00Z"),
  stamp: new Date("2026-12-01T10:00:00.123Z"),
  summary: "Saree draping class, Asha's Loom",
  description: "Booked on Saheli.\nBring a saree; we provide pins.",
  location: "https://meet.example/abc",
  url: "https://saheli.test/co-work/bookings/0b7c1f7e",
};

describe("calendar files", () => {
  it("writes one event in UTC with CRLF line ends", () => {
    const ics = calendarFile(event);
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(ics).toContain("\r\nDTSTART:20261214T043000Z\r\n");
    expect(ics).toContain("\r\nDTEND:20261214T053000Z\r\n");
    expect(ics).toContain("\r\nDTSTAMP:20261201T100000Z\r\n");
    expect(ics).toContain("\r\nSUMMARY:Saree draping class\\, Asha's Loom\r\n");
    expect(ics).toContain("\r\nSTATUS:CONFIRMED\r\n");
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics.replace(/\r\n/g, "")).not.toContain("\n");
  });

  it("says a cancelled booking is cancelled", () => {
    const ics = calendarFile({ ...event, cancelled: true });
    expect(ics).toContain("STATUS:CANCELLED");
    expect(ics).toContain("METHOD:CANCEL");
  });

  it("counts UTF-8 octets", () => {
    expect(["a", "é", "स", "😀"].map(utf8Length)).toEqual([1, 2, 3, 4]);
  });

  it("escapes text values", () => {
    expect(escapeText("a;b,c\\d\ne")).toBe("a\\;b\\,c\\\\d\\ne");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = `DESCRIPTION:${"साड़ी ".repeat(40)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines)
      expect([...line].reduce((n, c) => n + utf8Length(c), 0)).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(long);
  });
});
