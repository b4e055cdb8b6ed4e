import {
  placeResultSchema,
  placeReverseQuerySchema,
  placeSearchQuerySchema,
  placeSearchResponseSchema,
} from "@saheli/core/contracts/places";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";

const tags = ["places"];

/** "Add Location" in the composer (doc 1 §3, §7): search places and name her current position. */
export const placesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { places } = app.services;

  app.get(
    "/api/places/search",
    {
      config: { access: "member", limits: ["geocode"] },
      schema: {
        tags,
        summary: "Indian cities, towns and well-known places (offline), and venues when GEOCODER_URL is set",
        querystring: placeSearchQuerySchema,
        response: { 200: placeSearchResponseSchema },
      },
    },
    async (request) => places.search(request.query.q),
  );

  app.get(
    "/api/places/reverse",
    {
      config: { access: "member", limits: ["geocode"] },
      schema: {
        tags,
        summary: "The city she is in (never finer), for 'current location'",
        querystring: placeReverseQuerySchema,
        response: { 200: z.object({ place: placeResultSchema.nullable() }) },
      },
    },
    async (request) => ({ place: await places.reverse(request.query.lat, request.query.lng) }),
  );
};
