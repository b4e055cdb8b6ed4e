import { z } from "zod";
import { CALL_STATUSES, CallLimits } from "../calls";
import { chatPersonSchema } from "./chat";

/** `POST /api/calls`: ring one of her connections. */
export const startCallSchema = z.object({ callee_id: z.uuid() });

export const callSchema = z.object({
  id: z.uuid(),
  caller: chatPersonSchema,
  callee: chatPersonSchema,
  status: z.enum(CALL_STATUSES),
  created_at: z.string(),
  answered_at: z.string().nullable(),
  ended_at: z.string().nullable(),
});
export type Call = z.infer<typeof callSchema>;

export const callListSchema = z.object({ calls: z.array(callSchema) });

/** `GET /api/calls/ice-servers`: STUN/TURN servers for her browser's RTCPeerConnection. */
export const iceServersSchema = z.object({
  ice_servers: z.array(
    z.object({
      urls: z.array(z.string()),
      username: z.string().optional(),
      credential: z.string().optional(),
    }),
  ),
});
export type IceServers = z.infer<typeof iceServersSchema>;

/** What one party's browser sends the other through the realtime gateway: WebRTC's offer, answer and candidates. */
export const callSignalSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("offer"), sdp: z.string().min(1).max(CallLimits.sdpMax) }),
  z.object({ kind: z.literal("answer"), sdp: z.string().min(1).max(CallLimits.sdpMax) }),
  z.object({
    kind: z.literal("ice"),
    candidate: z.object({
      candidate: z.string().max(CallLimits.candidateMax),
      sdpMid: z.string().max(64).nullable(),
      sdpMLineIndex: z.number().int().min(0).max(64).nullable(),
    }),
  }),
]);
export type CallSignal = z.infer<typeof callSignalSchema>;
