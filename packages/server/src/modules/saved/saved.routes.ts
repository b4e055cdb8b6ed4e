import {
  collectionInputSchema,
  placeRequestSchema,
  placeResultSchema,
  savedCollectionSchema,
  savedCollectionsSchema,
  savedKindSchema,
  savedPageSchema,
  savedQuerySchema,
} from "@saheli/core/contracts/saved";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["saved"];
const byId = z.object({ id: z.uuid() });
const byThing = z.object({ kind: savedKindSchema, id: z.uuid() });

/** `/saved` and `/saved/collections`: her saved posts, listings and jobs, and her collections of them. */
export const savedRoutes: FastifyPluginAsyncZod = async (app) => {
  const { saved } = app.services;

  app.get(
    "/api/saved",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her saved posts, listings and jobs, newest saved first; all, unsorted or one collection",
        querystring: savedQuerySchema,
        response: { 200: savedPageSchema },
      },
    },
    async (request) => {
      const { kind, collection, cursor, limit } = request.query;
      const scope = collection === "all" || collection === "none" ? collection : { collectionId: collection };
      return saved.page({ userId: userOf(request).userId, kind, scope, limit, after: cursor });
    },
  );

  app.get(
    "/api/saved/collections",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her collections with their counts, and the counts of All saved and of the unsorted",
        response: { 200: savedCollectionsSchema },
      },
    },
    async (request) => saved.collections(userOf(request).userId),
  );

  app.post(
    "/api/saved/collections",
    {
      config: { access: "member", limits: ["write"] },
      schema: {
        tags,
        summary: "Start a collection",
        body: collectionInputSchema,
        response: { 201: savedCollectionSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await saved.create(userOf(request).userId, request.body.name)),
  );

  app.patch(
    "/api/saved/collections/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Rename one of her collections",
        params: byId,
        body: collectionInputSchema,
        response: { 200: savedCollectionSchema },
      },
    },
    async (request) => saved.rename(userOf(request).userId, request.params.id, request.body.name),
  );

  app.delete(
    "/api/saved/collections/:id",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Delete one of her collections; its things stay saved, in All saved",
        params: byId,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saved.remove(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/api/saved/:kind/:id",
    {
      config: { access: "member", limits: ["tap"] },
      schema: {
        tags,
        summary:
          "Save a post, listing or job (if not yet saved) into a collection, or into none; also moves it",
        params: byThing,
        body: placeRequestSchema,
        response: { 200: placeResultSchema },
      },
    },
    async (request) => {
      const { kind, id } = request.params;
      return saved.place(userOf(request).userId, kind, id, request.body.collection_id);
    },
  );

  app.delete(
    "/api/saved/:kind/:id",
    {
      config: { access: "owner", limits: ["tap"] },
      schema: {
        tags,
        summary: "Unsave a post, listing or job (it leaves its collection too)",
        params: byThing,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saved.unsave(userOf(request).userId, request.params.kind, request.params.id);
      return reply.code(204).send(null);
    },
  );
};
