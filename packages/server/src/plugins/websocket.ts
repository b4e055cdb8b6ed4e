import websocket from "@fastify/websocket";
import { RealtimeLimits } from "@saheli/core/contracts/realtime";
import type { FastifyInstance } from "fastify";

/** WebSockets for `/api/realtime`; a frame above the limit closes that socket with 1009, nothing else. */
export async function registerWebsocket(app: FastifyInstance) {
  await app.register(websocket, { options: { maxPayload: RealtimeLimits.frameBytesMax } });
}
