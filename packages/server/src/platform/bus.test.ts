import { REALTIME_EVENTS } from "@saheli/core/realtime";
import { describe, expect, it } from "vitest";
import { type BusEvent, memoryBus } from "./bus.js";

const id = "5b1f4a52-1c39-4d8e-9f3b-2f7a3c0d9e11";

describe("the bus", () => {
  it("carries core's realtime events, each with its own payload", async () => {
    const bus = memoryBus();
    const seen: BusEvent[] = [];
    await bus.subscribe(`post:${id}`, (event) => seen.push(event));
    await bus.publish(`post:${id}`, { name: "reaction-changed", data: { post_id: id, reaction_count: 2 } });
    expect(seen).toEqual([{ name: "reaction-changed", data: { post_id: id, reaction_count: 2 } }]);
    await bus.close();
  });

  it("refuses, at compile time, an unknown event, a wrong payload and an unknown topic", async () => {
    const bus = memoryBus();
    // @ts-expect-error: no such event
    await bus.publish("feed", { name: "post-liked", data: {} });
    // @ts-expect-error: a new post names its author
    await bus.publish("feed", { name: "new-post", data: { id } });
    // @ts-expect-error: a reaction count is a number
    await bus.publish(`post:${id}`, { name: "reaction-changed", data: { post_id: id, reaction_count: "2" } });
    // @ts-expect-error: topics are the gateway's own
    await bus.publish("orders", { name: "new-post", data: { id, author_id: id } });
    await bus.close();
  });

  it("knows every event the web app listens for", () => {
    expect(REALTIME_EVENTS).toContain("new-message");
    expect(new Set(REALTIME_EVENTS).size).toBe(REALTIME_EVENTS.length);
  });
});
