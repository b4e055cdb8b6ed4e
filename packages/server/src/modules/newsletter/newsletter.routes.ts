import {
  newsletterResultSchema,
  newsletterSubscribeSchema,
  newsletterTokenSchema,
} from "@saheli/core/contracts/newsletter";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth.js";
import { requestLanguage } from "../../plugins/language.js";

const tags = ["newsletter"];

/** The footer's newsletter: sign up (a confirmation e-mail follows), confirm, and one-click unsubscribe. */
export const newsletterRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter } = app.services;

  // Mail programs send RFC 8058 one-click unsubscribes as a form post (`List-Unsubscribe=One-Click`); the token is
  // in the address, so the form's body is read and ignored. Scoped to this plugin.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, _body, done) => done(null, {}),
  );

  app.post(
    "/api/newsletter/subscriptions",
    {
      config: { access: "public", limits: ["newsletter"] },
      schema: {
        tags,
        summary: "Ask for the newsletter: a confirmation e-mail is sent (double opt-in)",
        body: newsletterSubscribeSchema,
        response: { 202: newsletterResultSchema },
      },
    },
    async (request, reply) => {
      const userId = (await currentUser(request).catch(() => null))?.userId ?? null;
      return reply
        .code(202)
        .send(await newsletter.subscribe(request.body.email, userId, requestLanguage(request)));
    },
  );

  app.post(
    "/api/newsletter/confirm",
    {
      config: { access: "public", limits: ["newsletterLink"] },
      schema: {
        tags,
        summary: "Confirm a subscription with the token from the confirmation e-mail",
        body: newsletterTokenSchema,
        response: { 200: newsletterResultSchema },
      },
    },
    async (request) => newsletter.confirm(request.body.token, requestLanguage(request)),
  );

  app.post(
    "/api/newsletter/unsubscribe",
    {
      config: { access: "public", limits: ["newsletterLink"] },
      schema: {
        tags,
        summary: "Unsubscribe with one click: the signed token from any newsletter e-mail (RFC 8058)",
        querystring: newsletterTokenSchema.partial(),
        body: newsletterTokenSchema.partial().optional(),
        response: { 200: newsletterResultSchema },
      },
    },
    async (request) => newsletter.unsubscribe(request.body?.token ?? request.query.token ?? ""),
  );

  app.post(
    "/api/admin/newsletter/issues",
    {
      config: { access: "admin", limits: ["broadcast"] },
      schema: {
        tags,
        summary:
          "Send an issue to every confirmed subscriber (one queued mail each, with her unsubscribe link)",
        body: z.object({
          subject: z.string().trim().min(3).max(150),
          text: z.string().trim().min(20).max(20_000),
        }),
        response: {
          200: z.object({ queued: z.number().int(), sent: z.number().int(), failed: z.number().int() }),
        },
      },
    },
    async (request) => newsletter.broadcast(request.body),
  );
};
