import {
  coworkingCitiesSchema,
  coworkingInputSchema,
  coworkingSpacePageSchema,
  coworkingSpacesQuerySchema,
  vendorCoworkingSchema,
} from "@saheli/core/contracts/coworking";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["coworking"];
const byListing = z.object({ id: z.uuid() });

/** Co-working spaces (issue 19 §5): her service marked as a space, and the spaces found by city. */
export const coworkingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { coworking } = app.services;

  app.get(
    "/api/vendor/listings/:id/coworking",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her service's co-working space details (null while not listed as a space)",
        params: byListing,
        response: { 200: vendorCoworkingSchema },
      },
    },
    async (request) => coworking.mine(userOf(request).userId, request.params.id),
  );

  app.put(
    "/api/vendor/listings/:id/coworking",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "List her service as a co-working space, or change its details",
        params: byListing,
        body: coworkingInputSchema,
        response: { 200: vendorCoworkingSchema },
      },
    },
    async (request) => coworking.mark(userOf(request).userId, request.params.id, request.body),
  );

  app.delete(
    "/api/vendor/listings/:id/coworking",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Stop listing her service as a co-working space",
        params: byListing,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await coworking.unmark(userOf(request).userId, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    "/api/coworking/spaces",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Co-working spaces on sale, newest first, in a city (ignoring case) or everywhere",
        querystring: coworkingSpacesQuerySchema,
        response: { 200: coworkingSpacePageSchema },
      },
    },
    async (request) => coworking.spaces(request.query),
  );

  app.get(
    "/api/coworking/cities",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Cities with co-working spaces on sale, and how many each",
        response: { 200: coworkingCitiesSchema },
      },
    },
    async () => coworking.cities(),
  );
};
