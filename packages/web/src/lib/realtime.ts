import type { CallSignal } from "@saheli/core/contracts/calls";
import type { ClientFrame } from "@saheli/core/contracts/realtime";
import {
  RealtimeClose,
  type RealtimeEventData,
  type RealtimeEventName,
  RealtimeLimits,
  reconnectDelay,
  type ServerFrame,
} from "@saheli/core/realtime";
import { useEffect, useSyncExternalStore } from "react";

/** live: connected and subscribed; connecting: (re)trying; failed: subscribing failed, so pages poll slower. */
export type RealtimeStatus = "off" | "connecting" | "live" | "failed";

const OPEN = 1;

/** What a `realtime-{name}` window event carries: the topic it came on and the payload core defines for it. */
export type RealtimeDetail<Name extends RealtimeEventName = RealtimeEventName> = {
  topic: string;
  data: RealtimeEventData[Name];
};

type Options = {
  url?: () => string;
  createSocket?: (url: string) => WebSocket;
  target?: EventTarget;
};

/**
 * The browser's end of `/api/realtime` (doc 2 §4, §7): one socket per tab while she is signed in, topics counted
 * by the components that want them, reconnection with back-off, resubscription 3 s after a refused or failed
 * subscription, and every event re-broadcast as a window event `realtime-{name}`, plus `realtime-refresh`
 * every 30 s while connected.
 */
export function createRealtime(options: Options = {}) {
  const target = options.target ?? window;
  const url =
    options.url ?? (() => `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/realtime`);
  const createSocket = options.createSocket ?? ((u: string) => new WebSocket(u));
  const wanted = new Map<string, number>();
  const listeners = new Set<() => void>();
  let socket: WebSocket | null = null;
  let status: RealtimeStatus = "off";
  let enabled = false;
  let attempt = 0;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let resubscribeTimer: ReturnType<typeof setTimeout> | undefined;
  let refreshTimer: ReturnType<typeof setInterval> | undefined;

  function setStatus(next: RealtimeStatus) {
    if (status === next) return;
    status = next;
    // Journeys wait for a live socket before acting; harmless for anyone else.
    (globalThis as { __realtimeStatus?: RealtimeStatus }).__realtimeStatus = next;
    for (const listener of listeners) listener();
    target.dispatchEvent(new CustomEvent("realtime-status", { detail: { status } }));
  }

  function send(frame: ClientFrame) {
    if (socket?.readyState === OPEN) socket.send(JSON.stringify(frame));
  }

  function subscribeAll() {
    const topics = [...wanted.keys()];
    for (let i = 0; i < topics.length; i += 50) {
      send({ type: "subscribe", topics: topics.slice(i, i + 50) as never });
    }
  }

  function retrySubscribeSoon() {
    clearTimeout(resubscribeTimer);
    resubscribeTimer = setTimeout(subscribeAll, RealtimeLimits.resubscribeMs);
  }

  function onFrame(frame: ServerFrame) {
    switch (frame.type) {
      case "ready":
        attempt = 0;
        subscribeAll();
        setStatus("live");
        return;
      case "subscribed":
        if (frame.refused.some((topic) => wanted.has(topic))) {
          setStatus("failed");
          retrySubscribeSoon();
        } else if (status === "failed") {
          setStatus("live");
        }
        return;
      case "event":
        target.dispatchEvent(
          new CustomEvent<RealtimeDetail>(`realtime-${frame.name}`, {
            detail: { topic: frame.topic, data: frame.data },
          }),
        );
        return;
      case "pong":
        return;
    }
  }

  function open() {
    clearTimeout(reconnectTimer);
    if (!enabled || socket) return;
    setStatus("connecting");
    const ws = createSocket(url());
    socket = ws;
    ws.onmessage = (message) => {
      try {
        onFrame(JSON.parse(String(message.data)) as ServerFrame);
      } catch {
        // A frame we cannot read is dropped; the next refresh catches up.
      }
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      clearInterval(refreshTimer);
      refreshTimer = undefined;
      if (!enabled) return setStatus("off");
      setStatus("connecting");
      // A closed session is renewed by the next API call; try again a little later either way.
      const delay = reconnectDelay(event.code === RealtimeClose.sessionEnded ? attempt + 2 : attempt);
      attempt += 1;
      reconnectTimer = setTimeout(open, delay);
    };
    ws.onopen = () => {
      refreshTimer = setInterval(
        () => target.dispatchEvent(new CustomEvent("realtime-refresh")),
        RealtimeLimits.refreshEventMs,
      );
    };
  }

  return {
    start() {
      enabled = true;
      open();
    },
    stop() {
      enabled = false;
      clearTimeout(reconnectTimer);
      clearTimeout(resubscribeTimer);
      clearInterval(refreshTimer);
      const ws = socket;
      socket = null;
      ws?.close();
      setStatus("off");
    },
    /** Listen to a topic until the returned function is called; several callers share one subscription. */
    subscribe(topic: string) {
      const count = wanted.get(topic) ?? 0;
      wanted.set(topic, count + 1);
      if (count === 0) send({ type: "subscribe", topics: [topic] as never });
      return () => {
        const left = (wanted.get(topic) ?? 1) - 1;
        if (left > 0) return void wanted.set(topic, left);
        wanted.delete(topic);
        send({ type: "unsubscribe", topics: [topic] as never });
      };
    },
    typing(conversationId: string, isTyping: boolean) {
      send({ type: "typing", conversation_id: conversationId, is_typing: isTyping });
    },
    /** A voice call's WebRTC offer, answer or candidate for the call's other party; false when not connected. */
    callSignal(callId: string, signal: CallSignal) {
      if (socket?.readyState !== OPEN) return false;
      send({ type: "call-signal", call_id: callId, signal });
      return true;
    },
    status: () => status,
    onStatus(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;

export const realtime: Realtime =
  typeof window === "undefined" ? (undefined as unknown as Realtime) : createRealtime();

export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(realtime.onStatus, realtime.status, () => "off" as const);
}

/** While connected nothing polls; otherwise every 10 s, or 15 s after subscribing failed (doc 2 §7). */
export function pollInterval(status: RealtimeStatus): number | false {
  if (status === "live") return false;
  if (status === "failed") return RealtimeLimits.pollAfterFailureMs;
  return RealtimeLimits.pollMs;
}

export function useRealtimeTopic(topic: string | null | undefined) {
  useEffect(() => (topic ? realtime.subscribe(topic) : undefined), [topic]);
}

/** Runs `handler` for each `realtime-{name}` window event (and the refresh event for "refresh"). */
export function useRealtimeEvent<Name extends RealtimeEventName>(
  name: Name,
  handler: (detail: RealtimeDetail<Name>) => void,
): void;
export function useRealtimeEvent(name: "refresh", handler: () => void): void;
export function useRealtimeEvent(name: string, handler: (detail: never) => void) {
  useEffect(() => {
    const listener = (event: Event) => handler((event as CustomEvent).detail as never);
    window.addEventListener(`realtime-${name}`, listener);
    return () => window.removeEventListener(`realtime-${name}`, listener);
  }, [name, handler]);
}
