import { connectionRequestSchema, graphChangeSchema } from "@saheli/core/contracts/people";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { requireVerified } from "../verification/access.js";
import { graphService } from "./graph.service.js";

const tags = ["people"];
const person = z.object({ id: z.uuid() });
const connection = z.object({ id: z.uuid() });
const answers = { 200: graphChangeSchema };

/** Follow, connect and block (decision 005). Every answer is the relation now and both people's counts. */
export const graphRoutes: FastifyPluginAsyncZod = async (app) => {
  const graph = graphService({ db: app.deps.database.db, clock: app.deps.clock });
  const changes = limitBy(app, { name: "graph:ip", max: 300, minutes: 60, key: (req) => req.ip });
  // A request carries a note to another person: it is a message, so it is limited more tightly.
  const requests = limitBy(app, { name: "connect:ip", max: 60, minutes: 60, key: (req) => req.ip });
  const asPerson = { tags, params: person, response: answers };
  const asConnection = { tags, params: connection, response: answers };

  app.post(
    "/api/people/:id/follow",
    { preHandler: changes, schema: { ...asPerson, summary: "Follow a person" } },
    async (request) => graph.follow((await requireUser(request)).userId, request.params.id),
  );
  app.delete(
    "/api/people/:id/follow",
    { preHandler: changes, schema: { ...asPerson, summary: "Unfollow a person" } },
    async (request) => graph.unfollow((await requireUser(request)).userId, request.params.id),
  );
  app.delete(
    "/api/people/:id/follower",
    { preHandler: changes, schema: { ...asPerson, summary: "Remove a follower (the person followed only)" } },
    async (request) => graph.removeFollower((await requireUser(request)).userId, request.params.id),
  );

  app.post(
    "/api/connections",
    {
      preHandler: requests,
      schema: {
        tags,
        summary: "Send a connection request with an optional note",
        body: connectionRequestSchema,
        response: answers,
      },
    },
    async (request) => {
      const { receiver_id, message } = request.body;
      // A request carries a note to another member: messaging members is for verified members.
      return graph.requestConnection((await requireVerified(request)).userId, receiver_id, message);
    },
  );
  app.post(
    "/api/connections/:id/accept",
    { preHandler: changes, schema: { ...asConnection, summary: "Accept a request (its receiver only)" } },
    async (request) => graph.accept((await requireUser(request)).userId, request.params.id),
  );
  app.post(
    "/api/connections/:id/reject",
    { preHandler: changes, schema: { ...asConnection, summary: "Reject a request (its receiver only)" } },
    async (request) => graph.reject((await requireUser(request)).userId, request.params.id),
  );
  app.delete(
    "/api/connections/:id",
    {
      preHandler: changes,
      schema: {
        ...asConnection,
        summary: "Withdraw a request (its sender) or remove a connection (either person)",
      },
    },
    async (request) => graph.remove((await requireUser(request)).userId, request.params.id),
  );

  app.post(
    "/api/people/:id/block",
    {
      preHandler: changes,
      schema: { ...asPerson, summary: "Block a person: ends follows and connections both ways" },
    },
    async (request) => graph.block((await requireUser(request)).userId, request.params.id),
  );
  app.delete(
    "/api/people/:id/block",
    { preHandler: changes, schema: { ...asPerson, summary: "Unblock a person" } },
    async (request) => graph.unblock((await requireUser(request)).userId, request.params.id),
  );
};
