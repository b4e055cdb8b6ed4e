import { callListSchema, callSchema, iceServersSchema, startCallSchema } from "@saheli/core/contracts/calls";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["calls"];
const byId = z.object({ id: z.uuid() });

/**
 * Voice calls (issue 23 §5): ring a connection, answer, decline, hang up, and her call history. The WebRTC
 * signalling itself goes through the realtime gateway (`call-signal` frames), relayed by the calls service.
 */
export const callsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { calls } = app.services;
  app.addHook("onClose", async () => calls.stop());

  app.get(
    "/api/calls",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her calls, made and received, newest first",
        response: { 200: callListSchema },
      },
    },
    async (request) => ({ calls: await calls.history(userOf(request).userId) }),
  );

  app.get(
    "/api/calls/ice-servers",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "STUN/TURN servers for her browser's call connection (TURN_URLS); empty on one network",
        response: { 200: iceServersSchema },
      },
    },
    async (_request, reply) => {
      reply.header("cache-control", "private, no-store");
      return calls.iceServers();
    },
  );

  app.post(
    "/api/calls",
    {
      config: { access: "verified", limits: ["callStart"] },
      schema: {
        tags,
        summary: "Ring one of her connections (both verified, neither blocked nor on another call)",
        body: startCallSchema,
        response: { 201: callSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await calls.start(userOf(request).userId, request.body.callee_id)),
  );

  app.get(
    "/api/calls/:id",
    {
      config: { access: "member" },
      schema: { tags, summary: "One of her calls", params: byId, response: { 200: callSchema } },
    },
    async (request) => calls.get(userOf(request).userId, request.params.id),
  );

  for (const [action, summary] of [
    ["accept", "Answer a call ringing for her"],
    ["decline", "Decline a call ringing for her"],
    ["end", "Hang up: cancels a call still ringing, ends one answered"],
  ] as const) {
    app.post(
      `/api/calls/:id/${action}`,
      {
        config: { access: "member", limits: ["callAction"] },
        schema: { tags, summary, params: byId, response: { 200: callSchema } },
      },
      async (request) => {
        const { userId } = userOf(request);
        const { id } = request.params;
        if (action === "accept") return calls.accept(userId, id);
        if (action === "decline") return calls.decline(userId, id);
        return calls.hangUp(userId, id);
      },
    );
  }
};
