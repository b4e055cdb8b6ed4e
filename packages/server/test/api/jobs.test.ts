import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
beforeAll(async () => {
  app = await createTestApp({ jobs: true });
});
afterAll(() => app.close());

describe("background jobs on pg-boss", () => {
  it("runs a job that was sent, with its data", async () => {
    const jobs = app.deps.jobs!;
    let resolveReceived: (data: { greeting: string }) => void = () => undefined;
    const received = new Promise<{ greeting: string }>((resolve) => {
      resolveReceived = resolve;
    });
    // The queue exists once register has answered: sending earlier would have nowhere to go.
    await jobs.register<{ greeting: string }>("test.echo", async (data) => resolveReceived(data));
    const id = await jobs.send("test.echo", { greeting: "namaste" });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await expect(received).resolves.toEqual({ greeting: "namaste" });
  });

  it("keeps its queue tables in the database", async () => {
    const { rows } = await app.deps.database.executeSql(
      "select count(*)::int as n from information_schema.tables where table_schema = 'pgboss'",
    );
    expect(Number(rows[0]?.n)).toBeGreaterThan(0);
  });
});
