import { AppErrorCode } from "@saheli/core/errors";
import { OrderMessages } from "@saheli/core/orders";
import type { FastifyPluginAsync } from "fastify";
import { AppError } from "../../errors.js";

/** Razorpay counts a delivery failed unless it is answered with a 2xx within 5 seconds. */
const WEBHOOK_ANSWER_MS = 4000;

/** True when `work` settles within `ms` (a failure rejects as usual); false when it is still running. */
async function finishedWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([work.then(() => true as const), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Razorpay's webhook (issue 18 §2): the signature is checked over the raw bytes as they came (never re-serialised
 * JSON), each `x-razorpay-event-id` handled once, and the answer is a quick 2xx; a failure answers 500 (and work still running after
 * 4 s a 503) so that Razorpay delivers the event again. Registered in its own scope so only this route reads bodies raw.
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
      const handling =
        typeof event === "string" && event.startsWith("payout.")
          ? app.services.shepayPayouts.webhook(id, body)
          : app.services.checkout.webhook(id, body);
      if (await finishedWithin(handling, WEBHOOK_ANSWER_MS)) return reply.status(200).send({ ok: true });
      // Still working (Razorpay's API is slow): the work goes on, and a 503 makes Razorpay deliver the event
      // again, which then finds it done (each event id once; payments settle under the checkout's row lock).
      handling.catch((error: unknown) =>
        request.log.error({ err: error, eventId: id }, "late webhook failed"),
      );
      request.log.warn({ eventId: id }, "razorpay webhook answered before its work finished");
      throw new AppError(
        AppErrorCode.UNAVAILABLE,
        503,
        "Still working on this event; please deliver it again",
      );
    },
  );
};
