import { EventEmitter } from "node:events";
import type { RealtimeEvent, Topic } from "@saheli/core/contracts/realtime";
import type { Redis } from "ioredis";

/** An event is one of core's realtime events: its name decides its payload, so a wrong one does not compile. */
export type BusEvent = RealtimeEvent;
export type BusHandler = (event: BusEvent) => void;

/** Events between the parts of Saheli and, with Redis, between server nodes (ARCHITECTURE "realtime"). */
export interface Bus {
  publish(topic: Topic, event: BusEvent): Promise<void>;
  /** Returns the function that stops listening. */
  subscribe(topic: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** One process: a plain event emitter. */
export function memoryBus(): Bus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(topic, event) {
      emitter.emit(topic, event);
    },
    async subscribe(topic, handler) {
      emitter.on(topic, handler);
      return async () => {
        emitter.off(topic, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Several nodes: Redis pub/sub, with its own subscriber connection (a subscribed connection can do nothing else). */
export function redisBus(redis: Redis, prefix: string): Bus {
  const local = memoryBus();
  let subscriber: Redis | undefined;
  let closed = false;
  const channel = (topic: string) => `${prefix}bus:${topic}`;
  const counts = new Map<string, number>();
  const listen = async () => {
    if (subscriber) return subscriber;
    subscriber = redis.duplicate();
    subscriber.on("message", (name: string, raw: string) => {
      // Only this prefix's channels are subscribed, and only typed events are published on them.
      void local.publish(name.slice(channel("").length) as Topic, JSON.parse(raw) as BusEvent);
    });
    return subscriber;
  };
  return {
    async publish(topic, event) {
      await redis.publish(channel(topic), JSON.stringify(event));
    },
    async subscribe(topic, handler) {
      const connection = await listen();
      const unsubscribe = await local.subscribe(topic, handler);
      const count = counts.get(topic) ?? 0;
      counts.set(topic, count + 1);
      if (count === 0) await connection.subscribe(channel(topic));
      return async () => {
        await unsubscribe();
        const left = (counts.get(topic) ?? 1) - 1;
        counts.set(topic, left);
        if (left === 0 && !closed) await connection.unsubscribe(channel(topic));
      };
    },
    async close() {
      closed = true;
      await local.close();
      subscriber?.disconnect();
    },
  };
}
