import { describe, expect, it } from "vitest";
import { clientFrameSchema, reconnectDelay, topicSchema } from "./realtime";

const id = "5b1f4a52-1c39-4d8e-9f3b-2f7a3c0d9e11";

describe("realtime frames", () => {
  it("accepts the known topics only", () => {
    for (const topic of [
      `user:${id}`,
      `conversation:${id}`,
      `post:${id}`,
      `listing:${id}`,
      "feed",
      "broadcast",
    ]) {
      expect(topicSchema.safeParse(topic).success).toBe(true);
    }
    for (const topic of ["user:1", "admin", `user:${id}:x`, "", `orders:${id}`]) {
      expect(topicSchema.safeParse(topic).success).toBe(false);
    }
  });

  it("parses client frames", () => {
    expect(clientFrameSchema.safeParse({ type: "subscribe", topics: ["feed"] }).success).toBe(true);
    expect(clientFrameSchema.safeParse({ type: "subscribe", topics: [] }).success).toBe(false);
    expect(
      clientFrameSchema.safeParse({ type: "typing", conversation_id: id, is_typing: true }).success,
    ).toBe(true);
    expect(clientFrameSchema.safeParse({ type: "shout" }).success).toBe(false);
  });

  it("backs off exponentially to 30 s", () => {
    expect(reconnectDelay(0, () => 0)).toBe(1000);
    expect(reconnectDelay(3, () => 0)).toBe(8000);
    expect(reconnectDelay(10, () => 0)).toBe(30_000);
    expect(reconnectDelay(10, () => 1)).toBe(36_000);
  });
});
