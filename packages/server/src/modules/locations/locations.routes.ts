import {
  locationInputSchema,
  locationListSchema,
  pincodePlaceSchema,
  reversePlaceSchema,
  reverseQuerySchema,
} from "@saheli/core/contracts/locations";
import { AppErrorCode } from "@saheli/core/errors";
import { LocationMessages, PINCODE } from "@saheli/core/locations";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AppError } from "../../errors.js";
import { lookupPincode } from "../../platform/pincodes.js";
import { userOf } from "../../plugins/access.js";

const tags = ["locations"];
const byId = z.object({ id: z.uuid() });

/** Delivery locations, the pincode directory and (when configured) reverse geocoding. */
export const locationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { locations, geocoder } = app.services;

  app.get(
    "/api/locations",
    {
      config: { access: "member", refusal: LocationMessages.signInToSave },
      schema: {
        tags,
        summary: "Her saved delivery locations, the default first",
        response: { 200: locationListSchema },
      },
    },
    async (request) => ({ items: await locations.list(userOf(request).userId) }),
  );
  app.post(
    "/api/locations",
    {
      config: { access: "member", refusal: LocationMessages.signInToSave, limits: ["write"] },
      schema: {
        tags,
        summary: "Save a delivery location",
        body: locationInputSchema,
        response: { 200: locationListSchema },
      },
    },
    async (request) => ({ items: await locations.create(userOf(request).userId, request.body) }),
  );
  app.put(
    "/api/locations/:id",
    {
      config: { access: "owner", refusal: LocationMessages.signInToSave, limits: ["write"] },
      schema: {
        tags,
        summary: "Edit a saved location",
        params: byId,
        body: locationInputSchema,
        response: { 200: locationListSchema },
      },
    },
    async (request) => ({
      items: await locations.update(userOf(request).userId, request.params.id, request.body),
    }),
  );
  app.post(
    "/api/locations/:id/default",
    {
      config: { access: "member", refusal: LocationMessages.signInToSave, limits: ["write"] },
      schema: { tags, summary: "Make it her default", params: byId, response: { 200: locationListSchema } },
    },
    async (request) => ({ items: await locations.makeDefault(userOf(request).userId, request.params.id) }),
  );
  app.delete(
    "/api/locations/:id",
    {
      config: { access: "owner", refusal: LocationMessages.signInToSave, limits: ["write"] },
      schema: {
        tags,
        summary: "Remove a saved location",
        params: byId,
        response: { 200: locationListSchema },
      },
    },
    async (request) => ({ items: await locations.remove(userOf(request).userId, request.params.id) }),
  );

  app.get(
    "/api/pincodes/:pincode",
    {
      config: { access: "public", limits: ["geocode"] },
      schema: {
        tags,
        summary: "The city and state of a 6-digit pincode (India Post's directory, offline)",
        params: z.object({ pincode: z.string().max(12) }),
        response: { 200: pincodePlaceSchema },
      },
    },
    async (request, reply) => {
      const { pincode } = request.params;
      if (!PINCODE.test(pincode)) throw AppError.badRequest(LocationMessages.pincodeInvalid);
      const place = lookupPincode(pincode);
      if (!place) throw AppError.notFound(LocationMessages.pincodeUnknown);
      reply.header("cache-control", "public, max-age=86400");
      return place;
    },
  );

  app.get(
    "/api/geocode/reverse",
    {
      config: { access: "public", limits: ["geocode"] },
      schema: {
        tags,
        summary: "Where a position is (needs GEOCODER_URL)",
        querystring: reverseQuerySchema,
        response: { 200: reversePlaceSchema },
      },
    },
    async (request) => {
      if (!geocoder) throw new AppError(AppErrorCode.UNAVAILABLE, 503, LocationMessages.reverseOff);
      try {
        return await geocoder.reverse(request.query.lat, request.query.lon);
      } catch (error) {
        request.log.warn({ err: error }, "reverse geocoding failed");
        throw new AppError(AppErrorCode.UNAVAILABLE, 502, LocationMessages.reverseFailed);
      }
    },
  );
};
