import {
  acceptLegalSchema,
  legalDocumentSchema,
  legalSlugSchema,
  pendingAcceptancesSchema,
  privacyChoicesResponseSchema,
  privacyChoicesSchema,
  publishLegalSchema,
} from "@saheli/core/contracts/legal";
import { CHOICES_COOKIE_MAX_AGE_S, serializeChoices } from "@saheli/core/privacy-choices";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { currentUser } from "../../plugins/auth.js";

const tags = ["legal"];
const bySlug = z.object({ slug: legalSlugSchema });

/** Policies (`/terms`, `/privacy`…), her acceptance of material changes, and her cookie choices. */
export const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  const { legal, privacyChoices } = app.services;
  const { cookieName, secure } = privacyChoices;
  const personOf = async (request: FastifyRequest) =>
    (await currentUser(request).catch(() => null))?.userId ?? null;

  app.get(
    "/api/legal/:slug",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The version in effect of a policy, with its Markdown text",
        params: bySlug,
        response: { 200: legalDocumentSchema },
      },
    },
    async (request) => legal.current(request.params.slug),
  );

  app.get(
    "/api/me/legal/pending",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Policies she must accept again after a material change",
        response: { 200: pendingAcceptancesSchema },
      },
    },
    async (request) => ({ pending: await legal.pending(userOf(request).userId) }),
  );

  app.post(
    "/api/me/legal/acceptances",
    {
      config: { access: "member", limits: ["write"] },
      schema: {
        tags,
        summary: "Accept the current version of the Terms or the Privacy Policy",
        body: acceptLegalSchema,
        response: { 200: pendingAcceptancesSchema },
      },
    },
    async (request) => ({ pending: await legal.accept(userOf(request).userId, request.body.accepted) }),
  );

  app.post(
    "/api/admin/legal/:slug",
    {
      config: { access: "admin", limits: ["write"] },
      schema: {
        tags,
        summary: "Publish a new version of a policy (material: signed-in people are asked to accept it)",
        params: bySlug,
        body: publishLegalSchema,
        response: { 201: legalDocumentSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await legal.publish(request.params.slug, request.body)),
  );

  app.get(
    "/api/privacy/choices",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Her cookie and analytics choices (strictly necessary only unless she chose more)",
        response: { 200: privacyChoicesResponseSchema },
      },
    },
    async (request) => {
      const userId = await personOf(request);
      const choices = await privacyChoices.read(userId, request.cookies[cookieName]);
      return { ...choices, stored_in: userId ? ("profile" as const) : ("cookie" as const) };
    },
  );

  app.put(
    "/api/privacy/choices",
    {
      config: { access: "public", limits: ["tap"] },
      schema: {
        tags,
        summary: "Save her cookie and analytics choices: in her profile, or in this browser's cookie",
        body: privacyChoicesSchema,
        response: { 200: privacyChoicesResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = await personOf(request);
      // The cookie is kept for visitors and signed-in people alike, so the choice holds after she signs out.
      reply.setCookie(cookieName, serializeChoices(request.body), {
        httpOnly: true,
        secure,
        sameSite: "lax",
        path: "/",
        maxAge: CHOICES_COOKIE_MAX_AGE_S,
      });
      if (userId) await privacyChoices.save(userId, request.body);
      return { ...request.body, stored_in: userId ? ("profile" as const) : ("cookie" as const) };
    },
  );
};
