import {
  availabilityInputSchema,
  availabilitySchema,
  bookingCancelSchema,
  bookingCreateSchema,
  bookingDeclineSchema,
  bookingPageSchema,
  bookingParam,
  bookingRescheduleSchema,
  bookingResultSchema,
  bookingSchema,
  buyerBookingsQuerySchema,
  listingParam,
  slotsQuerySchema,
  slotsSchema,
  vendorBookingCancelSchema,
  vendorBookingPageSchema,
  vendorBookingsQuerySchema,
} from "@saheli/core/contracts/bookings";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["bookings"];

/** Service bookings (issue 19 §2): her availability, public slots, booking, her bookings and her shop's. */
export const bookingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { availability, bookings } = app.services;

  app.get(
    "/api/vendor/services/:listingId/availability",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Her service's weekly hours, special dates and booking rules (defaults until she saves)",
        params: listingParam,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => availability.get(userOf(request).userId, request.params.listingId),
  );
  app.put(
    "/api/vendor/services/:listingId/availability",
    {
      config: { access: "owner", limits: ["write"] },
      schema: {
        tags,
        summary: "Save her service's hours, special dates (none: a day off) and booking rules",
        params: listingParam,
        body: availabilityInputSchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => availability.save(userOf(request).userId, request.params.listingId, request.body),
  );

  app.get(
    "/api/listings/:id/slots",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A service's open slots between from and to (14 days by default), with places left",
        params: z.object({ id: z.string().min(1).max(200) }),
        querystring: slotsQuerySchema,
        response: { 200: slotsSchema },
      },
    },
    async (request) => availability.slots(request.params.id, request.query),
  );

  app.post(
    "/api/bookings",
    {
      config: { access: "member", limits: ["booking"] },
      schema: {
        tags,
        summary:
          "Book a slot of a service (an order of it); 409 when the slot is full; the same idempotency key answers the same booking",
        body: bookingCreateSchema,
        response: { 200: bookingResultSchema },
      },
    },
    async (request) => bookings.book(userOf(request).userId, request.body),
  );
  app.get(
    "/api/bookings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her bookings: upcoming soonest first, or past latest first",
        querystring: buyerBookingsQuerySchema,
        response: { 200: bookingPageSchema },
      },
    },
    async (request) => bookings.listMine(userOf(request).userId, request.query),
  );
  app.get(
    "/api/bookings/:id",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary:
          "A booking, to its buyer or its shop's owner (404 for anyone else), with how to pay while open",
        params: bookingParam,
        response: { 200: bookingResultSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      const booking = await bookings.view(request.params.id, userId);
      return booking.viewer === "buyer"
        ? bookings.result(request.params.id, userId)
        : { ...booking, payment_expires_at: null };
    },
  );
  app.post(
    "/api/bookings/:id/cancel",
    {
      config: { access: "owner", limits: ["booking"] },
      schema: {
        tags,
        summary: "Cancel her booking (a confirmed one up to the shop's window before the start)",
        params: bookingParam,
        body: bookingCancelSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => bookings.cancel(userOf(request).userId, request.params.id, request.body.reason),
  );
  app.post(
    "/api/bookings/:id/reschedule",
    {
      config: { access: "owner", limits: ["booking"] },
      schema: {
        tags,
        summary: "Move her booking to another open slot, up to the shop's window before the start",
        params: bookingParam,
        body: bookingRescheduleSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) =>
      bookings.reschedule(userOf(request).userId, request.params.id, request.body.slot_start),
  );

  app.get(
    "/api/vendor/bookings",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Her shop's bookings: upcoming and requests soonest first, past latest first",
        querystring: vendorBookingsQuerySchema,
        response: { 200: vendorBookingPageSchema },
      },
    },
    async (request) => bookings.listShop(userOf(request).userId, request.query),
  );
  app.post(
    "/api/vendor/bookings/:id/accept",
    {
      config: { access: "owner", limits: ["booking"] },
      schema: {
        tags,
        summary: "Accept a booking waiting for her answer",
        params: bookingParam,
        response: { 200: bookingSchema },
      },
    },
    async (request) => bookings.accept(userOf(request).userId, request.params.id),
  );
  app.post(
    "/api/vendor/bookings/:id/decline",
    {
      config: { access: "owner", limits: ["booking"] },
      schema: {
        tags,
        summary: "Decline a booking waiting for her answer (a paid one is refunded)",
        params: bookingParam,
        body: bookingDeclineSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => bookings.decline(userOf(request).userId, request.params.id, request.body.reason),
  );
  app.post(
    "/api/vendor/bookings/:id/cancel",
    {
      config: { access: "owner", limits: ["booking"] },
      schema: {
        tags,
        summary: "Cancel a confirmed booking before it starts, saying why (a paid one is refunded)",
        params: bookingParam,
        body: vendorBookingCancelSchema,
        response: { 200: bookingSchema },
      },
    },
    async (request) => bookings.vendorCancel(userOf(request).userId, request.params.id, request.body.reason),
  );
  app.post(
    "/api/vendor/bookings/:id/complete",
    {
      config: { access: "owner", limits: ["booking"] },
      schema: {
        tags,
        summary: "Mark a booking done once its time has started (its order is delivered)",
        params: bookingParam,
        response: { 200: bookingSchema },
      },
    },
    async (request) => bookings.complete(userOf(request).userId, request.params.id),
  );
};
