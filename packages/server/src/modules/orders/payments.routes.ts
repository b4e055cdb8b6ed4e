import { AppErrorCode } from "@saheli/core/errors";
import { OrderMessages } from "@saheli/core/orders";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../errors.js";

/**
 * Razorpay's webhook (issue 18 §2): the signature is checked over the raw bytes as they came (never re-serialised
 * JSON), each `x-razorpay-event-id` handled once, and the answer is a quick 2xx; a failure answers 500 so that
 * Razorpay delivers the event again. Registered in its own scope so only this route reads bodies raw.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    "/api/payments/razorpay/webhook",
    {
      config: { access: "public", limits: ["paymentWebhook"] },
      schema: {
        tags: ["checkout"],
        summary: "Razorpay's signed event deliveries (payments, refunds, RazorpayX payouts)",
      },
    },
    async (request, reply) => {
      const gateway = app.deps.paymentGateway;
      if (!gateway) throw new AppError(AppErrorCode.NOT_FOUND, 404, "Online payments are not set up");
      const raw = request.body;
      const signature = request.headers["x-razorpay-signature"];
      const eventId = request.headers["x-razorpay-event-id"];
      if (
        !Buffer.isBuffer(raw) ||
        typeof signature !== "string" ||
        !gateway.webhookSignatureValid(raw, signature)
      ) {
        request.log.warn({ eventId }, "razorpay webhook refused: bad signature");
        throw new AppError(AppErrorCode.BAD_REQUEST, 400, OrderMessages.badSignature);
      }
      let body: object;
      try {
        body = JSON.parse(raw.toString("utf8")) as object;
      } catch {
        throw new AppError(AppErrorCode.INVALID_JSON, 400, "The event is not JSON");
      }
      const id = typeof eventId === "string" && eventId ? eventId.slice(0, 100) : null;
      if (!id) throw new AppError(AppErrorCode.BAD_REQUEST, 400, "The event has no x-razorpay-event-id");
      // RazorpayX's payout events come to the same URL with the same secret (decision 028).
      const event = (body as { event?: unknown }).event;
      if (typeof event === "string" && event.startsWith("payout."))
        await app.services.shepayPayouts.webhook(id, body);
      else await app.services.checkout.webhook(id, body);
      return reply.status(200).send({ ok: true });
    },
  );
};
