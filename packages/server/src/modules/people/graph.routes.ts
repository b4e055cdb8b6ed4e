import { connectionRequestSchema, graphChangeSchema } from "@saheli/core/contracts/people";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["people"];
const person = z.object({ id: z.uuid() });
const connection = z.object({ id: z.uuid() });
const answers = { 200: graphChangeSchema };

/** Follow, connect and block (decision 005). Every answer is the relation now and both people's counts. */
export const graphRoutes: FastifyPluginAsyncZod = async (app) => {
  const { graph } = app.services;
  // A request carries a note to another person: it is a message, so it is limited more tightly.
  const asPerson = { tags, params: person, response: answers };
  const asConnection = { tags, params: connection, response: answers };

  app.post(
    "/api/people/:id/follow",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asPerson, summary: "Follow a person" },
    },
    async (request) => graph.follow(userOf(request).userId, request.params.id),
  );
  app.delete(
    "/api/people/:id/follow",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asPerson, summary: "Unfollow a person" },
    },
    async (request) => graph.unfollow(userOf(request).userId, request.params.id),
  );
  app.delete(
    "/api/people/:id/follower",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asPerson, summary: "Remove a follower (the person followed only)" },
    },
    async (request) => graph.removeFollower(userOf(request).userId, request.params.id),
  );

  app.post(
    "/api/connections",
    {
      config: { access: "verified", limits: ["connectionRequest"] },
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
      return graph.requestConnection(userOf(request).userId, receiver_id, message);
    },
  );
  app.post(
    "/api/connections/:id/accept",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asConnection, summary: "Accept a request (its receiver only)" },
    },
    async (request) => graph.accept(userOf(request).userId, request.params.id),
  );
  app.post(
    "/api/connections/:id/reject",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asConnection, summary: "Reject a request (its receiver only)" },
    },
    async (request) => graph.reject(userOf(request).userId, request.params.id),
  );
  app.delete(
    "/api/connections/:id",
    {
      config: { access: "owner", limits: ["follow"] },
      schema: {
        ...asConnection,
        summary: "Withdraw a request (its sender) or remove a connection (either person)",
      },
    },
    async (request) => graph.remove(userOf(request).userId, request.params.id),
  );

  app.post(
    "/api/people/:id/block",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asPerson, summary: "Block a person: ends follows and connections both ways" },
    },
    async (request) => graph.block(userOf(request).userId, request.params.id),
  );
  app.delete(
    "/api/people/:id/block",
    {
      config: { access: "member", limits: ["follow"] },
      schema: { ...asPerson, summary: "Unblock a person" },
    },
    async (request) => graph.unblock(userOf(request).userId, request.params.id),
  );
};
