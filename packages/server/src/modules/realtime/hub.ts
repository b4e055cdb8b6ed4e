import type { ServerFrame } from "@saheli/core/contracts/realtime";
import type { Bus, BusEvent } from "../../platform/bus.js";

/** What the hub needs of a socket: somewhere to send a frame. */
export type Subscriber = { send(frame: ServerFrame): void };

/**
 * This node's share of the realtime gateway: which of its sockets listen to which topic. The node subscribes to a
 * topic on the bus once, when its first socket asks, and leaves it when the last one goes, so an event published
 * on any node reaches every socket on every node exactly once.
 */
export function realtimeHub(bus: Bus) {
  const listeners = new Map<string, Set<Subscriber>>();
  const stoppers = new Map<string, Promise<() => Promise<void>>>();

  function deliver(topic: string, event: BusEvent) {
    const frame: ServerFrame = { type: "event", topic, ...event };
    for (const subscriber of listeners.get(topic) ?? []) subscriber.send(frame);
  }

  async function add(topic: string, subscriber: Subscriber) {
    let set = listeners.get(topic);
    if (!set) {
      set = new Set();
      listeners.set(topic, set);
      stoppers.set(
        topic,
        bus.subscribe(topic, (event) => deliver(topic, event)),
      );
    }
    set.add(subscriber);
    await stoppers.get(topic);
  }

  async function remove(topic: string, subscriber: Subscriber) {
    const set = listeners.get(topic);
    if (!set?.delete(subscriber) || set.size > 0) return;
    listeners.delete(topic);
    const stop = stoppers.get(topic);
    stoppers.delete(topic);
    await (await stop)?.();
  }

  return { add, remove };
}

export type RealtimeHub = ReturnType<typeof realtimeHub>;
