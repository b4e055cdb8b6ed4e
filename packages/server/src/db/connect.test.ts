import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirError, embeddedDataPath } from "./connect.js";

const made: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(join(tmpdir(), "saheli-datadir-"));
  made.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("embeddedDataPath", () => {
  it("creates DATA_DIR/pgdata for a new folder", () => {
    const dir = join(scratch(), "fresh");
    expect(embeddedDataPath(dir)).toBe(join(dir, "pgdata"));
  });

  it("refuses a DATA_DIR that is a file", () => {
    const file = join(scratch(), "file");
    writeFileSync(file, "x");
    expect(() => embeddedDataPath(file)).toThrow(DataDirError);
    expect(() => embeddedDataPath(file)).toThrow(/is a file, not a folder/);
  });

  it("refuses a pgdata folder that is not a database", () => {
    const dir = scratch();
    mkdirSync(join(dir, "pgdata"));
    writeFileSync(join(dir, "pgdata", "holiday.jpg"), "x");
    expect(() => embeddedDataPath(dir)).toThrow(/is not a Saheli database/);
  });
});
