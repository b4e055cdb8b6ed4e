import { profileViewsSchema } from "@saheli/core/contracts/people";
import {
  completionSchema,
  mediaUploadResponseSchema,
  profileDetailsSchema,
  profilePageSchema,
  profileUpdateSchema,
} from "@saheli/core/contracts/profiles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import { readUpload } from "../../plugins/uploads.js";
import { PROFILE_IMAGE_MAX_BYTES } from "./profile-media.service.js";

const tags = ["profiles"];
const owner = z.object({ id: z.uuid() });

export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { profiles, profileMedia: media } = app.services;

  app.get(
    "/api/me/profile-views",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Who viewed the signed-in person's profile",
        response: { 200: profileViewsSchema },
      },
    },
    async (request) => profiles.views(userOf(request).userId),
  );

  app.get(
    "/api/profiles/:key",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "A profile by username or id, with experience, education, skills and the viewer's relation",
        params: z.object({ key: z.string().min(1).max(100) }),
        response: { 200: profilePageSchema },
      },
    },
    async (request) =>
      profiles.page(userOf(request).userId, request.params.key, {
        ip: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
      }),
  );

  app.patch(
    "/api/profiles/:id",
    {
      config: { access: "owner" },
      schema: {
        tags,
        summary: "Update the signed-in person's own profile",
        params: owner,
        body: profileUpdateSchema,
        response: { 200: profileDetailsSchema },
      },
    },
    async (request) => profiles.update(userOf(request).userId, request.params.id, request.body),
  );

  app.get(
    "/api/profiles/:id/completion",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "The owner's profile completion score",
        params: owner,
        response: { 200: completionSchema },
      },
    },
    async (request) => profiles.completion(userOf(request).userId, request.params.id),
  );

  for (const kind of ["avatar", "cover"] as const) {
    app.post(
      `/api/profiles/:id/${kind}`,
      {
        config: { access: "owner", limits: ["upload"] },
        schema: {
          tags,
          summary: `Upload a new ${kind} (multipart field "file"; jpeg, png, gif or webp)`,
          params: owner,
          consumes: ["multipart/form-data"],
          response: { 200: mediaUploadResponseSchema },
        },
      },
      async (request) => {
        const read = () => readUpload(request, { maxBytes: PROFILE_IMAGE_MAX_BYTES[kind], kind: "image" });
        return media.replace(userOf(request).userId, request.params.id, kind, read);
      },
    );
    app.delete(
      `/api/profiles/:id/${kind}`,
      {
        config: { access: "owner" },
        schema: { tags, summary: `Remove the ${kind}`, params: owner },
      },
      async (request, reply) => {
        await media.remove(userOf(request).userId, request.params.id, kind);
        return reply.code(204).send();
      },
    );
  }
};
