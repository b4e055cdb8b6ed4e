import type { CallSignal } from "@saheli/core/contracts/calls";
import {
  type ClientFrame,
  clientFrameSchema,
  RealtimeClose,
  RealtimeLimits,
  type ServerFrame,
  type Topic,
} from "@saheli/core/contracts/realtime";
import type { WebSocket } from "ws";
import type { Bus } from "../../platform/bus.js";
import type { RealtimeHub, Subscriber } from "./hub.js";
import type { TopicAccess } from "./topic-access.js";

export type ConnectionDeps = {
  hub: RealtimeHub;
  bus: Bus;
  access: TopicAccess;
  /** Her session is still live (not signed out or revoked); checked at each heartbeat. */
  sessionAlive: () => Promise<boolean>;
  /** Marks her as seen now (presence). */
  touch: () => Promise<void>;
  log: { warn(obj: object, msg: string): void };
  /** Voice calls: relays her WebRTC signalling to the call's other party; ends her calls when this socket closes. */
  calls?: {
    relay(userId: string, callId: string, signal: CallSignal): Promise<boolean>;
    connectionLost(userId: string, callIds: Iterable<string>): Promise<void>;
  };
};

/**
 * One person's socket: frames are parsed and checked against the contract, topics against what she may read.
 * A malformed frame or a flood closes this socket only; a missed heartbeat or an ended session closes it too.
 */
export function serveConnection(socket: WebSocket, userId: string, deps: ConnectionDeps) {
  const { hub, bus, access, log } = deps;
  const topics = new Set<string>();
  /** The calls this socket carried signalling for: the browser holding them is behind this socket. */
  const callIds = new Set<string>();
  let framesInWindow = 0;
  let windowStart = Date.now();
  let alive = true;

  const subscriber: Subscriber = {
    send(frame: ServerFrame) {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
    },
  };

  async function subscribe(requested: Topic[]) {
    const accepted: string[] = [];
    const refused: string[] = [];
    for (const topic of requested) {
      if (topics.has(topic)) {
        accepted.push(topic);
      } else if (topics.size < RealtimeLimits.topicsPerSocket && (await access.mayRead(userId, topic))) {
        topics.add(topic);
        await hub.add(topic, subscriber);
        accepted.push(topic);
      } else {
        refused.push(topic);
      }
    }
    subscriber.send({ type: "subscribed", topics: accepted, refused });
  }

  async function unsubscribe(requested: Topic[]) {
    for (const topic of requested) {
      if (topics.delete(topic)) await hub.remove(topic, subscriber);
    }
  }

  async function typing(conversationId: string, isTyping: boolean) {
    if (!(await access.inConversation(userId, conversationId))) return;
    await bus.publish(`conversation:${conversationId}`, {
      name: "typing",
      data: { conversation_id: conversationId, user_id: userId, is_typing: isTyping },
    });
  }

  async function callSignal(callId: string, signal: CallSignal) {
    if (!deps.calls || callIds.size >= RealtimeLimits.topicsPerSocket) return;
    if (await deps.calls.relay(userId, callId, signal)) callIds.add(callId);
  }

  function handle(frame: ClientFrame) {
    switch (frame.type) {
      case "subscribe":
        return subscribe(frame.topics);
      case "unsubscribe":
        return unsubscribe(frame.topics);
      case "typing":
        return typing(frame.conversation_id, frame.is_typing);
      case "ping":
        return subscriber.send({ type: "pong" });
      case "call-signal":
        return callSignal(frame.call_id, frame.signal);
    }
  }

  function flooded() {
    const now = Date.now();
    if (now - windowStart > RealtimeLimits.frameWindowMs) {
      windowStart = now;
      framesInWindow = 0;
    }
    framesInWindow += 1;
    return framesInWindow > RealtimeLimits.framesPerWindow;
  }

  socket.on("message", (raw, isBinary) => {
    if (flooded()) return socket.close(RealtimeClose.policy, "Too many frames");
    let parsed: ReturnType<typeof clientFrameSchema.safeParse>;
    try {
      parsed = clientFrameSchema.safeParse(isBinary ? undefined : JSON.parse(raw.toString()));
    } catch {
      return socket.close(RealtimeClose.badFrame, "Malformed frame");
    }
    if (!parsed.success) return socket.close(RealtimeClose.badFrame, "Unknown frame");
    Promise.resolve(handle(parsed.data)).catch((error: unknown) => {
      log.warn({ err: error }, "realtime frame failed");
    });
  });

  socket.on("pong", () => {
    alive = true;
  });

  const heartbeat = setInterval(async () => {
    if (!alive) return socket.terminate();
    alive = false;
    socket.ping();
    try {
      if (!(await deps.sessionAlive())) return socket.close(RealtimeClose.sessionEnded, "Session ended");
      await deps.touch();
    } catch (error) {
      log.warn({ err: error }, "realtime heartbeat check failed");
    }
  }, RealtimeLimits.heartbeatMs);

  socket.on("close", () => {
    clearInterval(heartbeat);
    for (const topic of topics) {
      hub
        .remove(topic, subscriber)
        .catch((error: unknown) => log.warn({ err: error }, "realtime unsubscribe failed"));
    }
    topics.clear();
    if (callIds.size > 0) {
      deps.calls
        ?.connectionLost(userId, callIds)
        .catch((error: unknown) => log.warn({ err: error }, "ending calls of a closed socket failed"));
    }
    void deps.touch().catch(() => undefined);
  });

  socket.on("error", () => socket.terminate());

  subscriber.send({ type: "ready", user_id: userId });
  void deps.touch().catch(() => undefined);
}
