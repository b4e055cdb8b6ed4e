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

  it("lets a handler that outlives the app's close fail without touching the closed database", async () => {
    const closing = await createTestApp({ jobs: true });
    const jobs = closing.deps.jobs!;
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      let started: () => void = () => undefined;
      const running = new Promise<void>((resolve) => {
        started = resolve;
      });
      let release: () => void = () => undefined;
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await jobs.register("test.slow", async () => {
        started();
        await gate;
        throw new Error("the work failed after the app had closed");
      });
      await jobs.send("test.slow", {});
      await running;
      await closing.close();
      release();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
    }
  }, 20_000);
});
