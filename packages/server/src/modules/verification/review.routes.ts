import {
  decisionRequestSchema,
  decisionResponseSchema,
  policyUpdateSchema,
  reviewPolicySchema,
  reviewQueueSchema,
} from "@saheli/core/contracts/verification";
import { VerificationMessages } from "@saheli/core/verification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";

const tags = ["admin"];
const request = z.object({ id: z.uuid() });

/** The review queue for admins (decision 006). */
export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verificationReview: review } = app.services;

  app.get(
    "/api/admin/verifications",
    {
      config: { access: "admin", refusal: VerificationMessages.adminsOnly },
      schema: {
        tags,
        summary: "Pending verification requests, oldest first",
        response: { 200: reviewQueueSchema },
      },
    },
    async (req) => ({ items: await review.queue(userOf(req).userId) }),
  );

  app.get(
    "/api/admin/verifications/:id/image",
    {
      config: { access: "admin", refusal: VerificationMessages.adminsOnly },
      schema: { tags, summary: "The selfie of a pending request (its reviewers only)", params: request },
    },
    async (req, reply) => {
      const file = await review.image(userOf(req).userId, req.params.id);
      return reply
        .type(file.contentType)
        .header("cache-control", "no-store")
        .header("content-disposition", "inline")
        .send(file.body);
    },
  );

  app.post(
    "/api/admin/verifications/:id/decision",
    {
      config: { access: "admin", refusal: VerificationMessages.adminsOnly },
      schema: {
        tags,
        summary: "Approve or decline; the photo is deleted with the decision",
        params: request,
        body: decisionRequestSchema,
        response: { 200: decisionResponseSchema },
      },
    },
    async (req) => {
      const { decision, reason } = req.body;
      return review.decide(userOf(req).userId, req.params.id, decision === "approve", reason);
    },
  );

  app.get(
    "/api/admin/verification-policy",
    {
      config: { access: "admin", refusal: VerificationMessages.adminsOnly },
      schema: { tags, summary: "The reviewers' written criteria", response: { 200: reviewPolicySchema } },
    },
    async (_req) => {
      return review.policy();
    },
  );

  app.put(
    "/api/admin/verification-policy",
    {
      config: { access: "admin", refusal: VerificationMessages.adminsOnly },
      schema: {
        tags,
        summary: "Publish a new version of the criteria",
        body: policyUpdateSchema,
        response: { 200: reviewPolicySchema },
      },
    },
    async (req) => review.updatePolicy(userOf(req).userId, req.body.text),
  );
};
