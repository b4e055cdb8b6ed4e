import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { PURGE_COVERAGE } from "../../src/modules/account/purge.queries.js";
import { rows } from "../helpers/auth.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe("purge coverage", () => {
  it("has decided, for every table that points at a person, what her purge does with it", async () => {
    const referencing = await rows(
      app,
      `select distinct c.conrelid::regclass::text as name from pg_constraint c
       where c.contype = 'f' and c.confrelid = 'public.profiles'::regclass order by 1`,
    );
    const tables = referencing.map((r) =>
      String(r.name)
        .replace(/^public\./, "")
        .replaceAll('"', ""),
    );
    expect(tables).toContain("delivery_locations");
    expect(tables.length).toBeGreaterThan(40);
    // A new table here needs a line in PURGE_COVERAGE (and, if it holds her words or files, a purge step).
    expect(tables.filter((table) => !(table in PURGE_COVERAGE))).toEqual([]);
  });
});
