import type { AddressInfo } from "node:net";
import type { ServerFrame } from "@saheli/core/contracts/realtime";
import WebSocket from "ws";
import type { App } from "../../src/app.js";
import type { Member } from "./people.js";

/** The app listening on a free port of 127.0.0.1; sockets need a real server. */
export async function listening(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `127.0.0.1:${port}`;
}

export type TestSocket = {
  ws: WebSocket;
  frames: ServerFrame[];
  send(frame: unknown): void;
  /** Resolves with the first frame (already received or still to come) that matches. */
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
};

/** Opens `/api/realtime` as `who` (her cookies, this site's Origin) and waits for the ready frame. */
export async function connect(host: string, who: Member, origin = `http://${host}`): Promise<TestSocket> {
  const ws = new WebSocket(`ws://${host}/api/realtime`, { headers: { cookie: who.jar.header(), origin } });
  const frames: ServerFrame[] = [];
  const waiters: { match: (f: ServerFrame) => boolean; resolve: (f: ServerFrame) => void }[] = [];
  ws.on("message", (raw) => {
    const frame = JSON.parse(raw.toString()) as ServerFrame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.match(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const socket: TestSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === "string" ? frame : JSON.stringify(frame)),
    next(match, timeoutMs = 5000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error("no matching frame in time")), timeoutMs);
        waiters.push({
          match,
          resolve: (frame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        });
      });
    },
    close: () => ws.close(),
  };
  await new Promise<void>((resolve, reject) => {
    ws.once("open", () => resolve());
    ws.once("error", reject);
  });
  await socket.next((f) => f.type === "ready");
  return socket;
}

/** The HTTP status a refused upgrade answered with. */
export function refusedHandshake(host: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/api/realtime`, { headers });
    ws.on("unexpected-response", (_req, res) => {
      resolve(res.statusCode ?? 0);
      ws.terminate();
    });
    ws.on("open", () => {
      ws.close();
      reject(new Error("the handshake was accepted"));
    });
    ws.on("error", () => undefined);
  });
}

export const isEvent =
  (name: string, topic?: string) =>
  (frame: ServerFrame): boolean =>
    frame.type === "event" && frame.name === name && (topic === undefined || frame.topic === topic);

export async function subscribed(socket: TestSocket, topics: string[]) {
  socket.send({ type: "subscribe", topics });
  return (await socket.next(
    (f) => f.type === "subscribed" && [...f.topics, ...f.refused].sort().join() === [...topics].sort().join(),
  )) as Extract<ServerFrame, { type: "subscribed" }>;
}
