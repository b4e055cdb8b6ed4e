// The realtime bench: 1,000 open sockets on one node, chat messages at 100/s from a sender to a recipient,
// delivery latency beside the round trip of a bare `ws` echo measured in the same run; then the same across two
// nodes sharing PostgreSQL and Redis (when DATABASE_URL and REDIS_URL are set).
import type { AddressInfo } from "node:net";
import WebSocket, { WebSocketServer } from "ws";
import type { App } from "../packages/server/src/app.js";

export const SOCKETS = 1000;
const RATE_PER_S = 100;
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 500);

const hostOf = (app: App) => `127.0.0.1:${(app.server.address() as AddressInfo).port}`;

export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  return { p50: at(50), p99: at(99), n: sorted.length };
}

/** A bare `ws` echo server and the round trip of MESSAGES frames sent at RATE_PER_S. */
export async function wsEchoRoundTrip() {
  const server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  server.on("connection", (socket) => socket.on("message", (data) => socket.send(data)));
  const { port } = server.address() as AddressInfo;
  const client = new WebSocket(`ws://127.0.0.1:${port}`);
  await new Promise((r) => client.once("open", r));
  const sent = new Map<number, bigint>();
  const samples: number[] = [];
  const done = new Promise<void>((resolve) =>
    client.on("message", (data) => {
      const id = Number(data.toString());
      samples.push(Number(process.hrtime.bigint() - sent.get(id)!) / 1e6);
      if (samples.length === MESSAGES) resolve();
    }),
  );
  for (let i = 0; i < MESSAGES; i++) {
    sent.set(i, process.hrtime.bigint());
    client.send(String(i));
    await new Promise((r) => setTimeout(r, 1000 / RATE_PER_S));
  }
  await done;
  client.close();
  await new Promise((r) => server.close(r));
  return percentiles(samples);
}

async function sessionCookie(app: App, userId: string) {
  const tokens = await app.deps.auth.sessions.start(userId, "bench");
  return `saheli_at=${tokens.accessToken}`;
}

function openSocket(host: string, cookie: string, topics: string[], index: number) {
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://${host}/api/realtime`, {
      headers: {
        cookie,
        origin: `http://${host}`,
        "x-forwarded-for": `10.${index % 250}.${Math.floor(index / 250)}.9`,
      },
    });
    ws.once("error", reject);
    ws.on("message", function ready(raw) {
      const frame = JSON.parse(raw.toString()) as { type: string };
      if (frame.type === "ready") ws.send(JSON.stringify({ type: "subscribe", topics }));
      if (frame.type === "subscribed") {
        ws.off("message", ready);
        resolve(ws);
      }
    });
  });
}

/**
 * SOCKETS people connected (each to her own topic and the feed); a verified sender posts MESSAGES messages at
 * RATE_PER_S through node `sendVia`; the recipient listens on node `listenOn`. Returns latency from the send to
 * the recipient's frame.
 */
export async function chatDelivery(sendVia: App, listenOn: App) {
  const { rows } = await sendVia.deps.database.executeSql(
    `select id from profiles where username like 'bench%' order by username limit ${SOCKETS}`,
  );
  const ids = rows.map((r) => String(r.id));
  const [senderId, recipientId] = ids as [string, string];
  const senderCookie = await sessionCookie(sendVia, senderId);
  const recipientCookie = await sessionCookie(sendVia, recipientId);
  const sendHost = hostOf(sendVia);
  const listenHost = hostOf(listenOn);
  const started = await fetch(`http://${sendHost}/api/chat/conversations`, {
    method: "POST",
    headers: { cookie: senderCookie, "content-type": "application/json", origin: `http://${sendHost}` },
    body: JSON.stringify({ participant_ids: [recipientId] }),
  });
  const { id: conversationId } = (await started.json()) as { id: string };

  const sockets: WebSocket[] = [];
  const recipient = await openSocket(listenHost, recipientCookie, [`conversation:${conversationId}`], 0);
  sockets.push(recipient, await openSocket(sendHost, senderCookie, [`user:${senderId}`], 1));
  for (let i = 2; i < ids.length; i += 50) {
    const batch = await Promise.all(
      ids.slice(i, i + 50).map(async (id, j) => {
        const cookie = await sessionCookie(sendVia, id);
        return openSocket(i % 2 === 0 ? sendHost : listenHost, cookie, [`user:${id}`, "feed"], i + j);
      }),
    );
    sockets.push(...batch);
  }

  const sentAt = new Map<string, bigint>();
  const samples: number[] = [];
  const done = new Promise<void>((resolve) =>
    recipient.on("message", (raw) => {
      const frame = JSON.parse(raw.toString()) as { name?: string; data?: { message?: { content: string } } };
      const content = frame.name === "new-message" ? frame.data?.message?.content : undefined;
      const at = content ? sentAt.get(content) : undefined;
      if (at === undefined) return;
      samples.push(Number(process.hrtime.bigint() - at) / 1e6);
      if (samples.length === MESSAGES) resolve();
    }),
  );
  const posts: Promise<Response>[] = [];
  for (let i = 0; i < MESSAGES; i++) {
    const content = `bench message ${i}`;
    sentAt.set(content, process.hrtime.bigint());
    posts.push(
      fetch(`http://${sendHost}/api/chat/conversations/${conversationId}/messages`, {
        method: "POST",
        headers: {
          cookie: senderCookie,
          "content-type": "application/json",
          origin: `http://${sendHost}`,
          "x-forwarded-for": `10.200.${i % 250}.1`,
        },
        body: JSON.stringify({ content }),
      }),
    );
    await new Promise((r) => setTimeout(r, 1000 / RATE_PER_S));
  }
  const answers = await Promise.all(posts);
  const failed = answers.filter((res) => !res.ok).length;
  if (failed > 0) throw new Error(`${failed} of ${MESSAGES} messages were refused`);
  await Promise.race([
    done,
    new Promise((_, reject) => setTimeout(() => reject(new Error("messages lost")), 30_000)),
  ]);
  for (const socket of sockets) socket.terminate();
  return { ...percentiles(samples), sockets: sockets.length };
}

/** Two nodes on a scratch PostgreSQL database and Redis; null when the machine has neither configured. */
export async function twoNodeDelivery(
  build: (overrides: { databaseUrl: string; redisUrl: string }) => Promise<App>,
  seed: (app: App) => Promise<void>,
) {
  const adminUrl = process.env.DATABASE_URL;
  const redisUrl = process.env.REDIS_URL;
  if (!adminUrl || !redisUrl) return null;
  const pg = (await import("pg")).default;
  const name = `saheli_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const nodes: App[] = [];
  try {
    for (let i = 0; i < 2; i++) {
      const node = await build({ databaseUrl: url.toString(), redisUrl });
      await node.listen({ port: 0, host: "127.0.0.1" });
      nodes.push(node);
    }
    await seed(nodes[0]!);
    return await chatDelivery(nodes[0]!, nodes[1]!);
  } finally {
    await Promise.all(nodes.map((node) => node.close()));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
