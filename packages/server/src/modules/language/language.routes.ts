import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, LANGUAGES } from "@saheli/core/i18n/languages";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { currentUser } from "../../plugins/auth.js";

const choiceSchema = z.object({ language: z.enum(LANGUAGES, "Please choose English or Hindi") });

/** Issue 20 §3: her language, for visitors (a cookie) and members (the cookie and her profile). */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  const { language: languages } = app.services;

  app.put(
    "/api/language",
    {
      config: { access: "public", limits: ["tap"] },
      schema: {
        tags: ["language"],
        summary: "Choose the language Saheli speaks to her: a cookie, and her profile when she is signed in",
        body: choiceSchema,
        response: { 200: choiceSchema },
      },
    },
    async (request, reply) => {
      const { language } = request.body;
      // Read by the web app before it draws (not HttpOnly): it holds nothing secret.
      reply.setCookie(LANGUAGE_COOKIE, language, {
        httpOnly: false,
        secure: languages.secure,
        sameSite: "lax",
        path: "/",
        maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
      });
      const userId = (await currentUser(request).catch(() => null))?.userId;
      if (userId) await languages.choose(userId, language);
      return { language };
    },
  );
};
