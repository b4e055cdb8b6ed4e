import {
  consentRequestSchema,
  messageResponseSchema,
  personalMessageSchema,
  verificationResultSchema,
  verificationStateSchema,
  verifyGenderRequestSchema,
} from "@saheli/core/contracts/verification";
import { AppErrorCode } from "@saheli/core/errors";
import { LivenessMessages } from "@saheli/core/liveness";
import { VerificationPolicy } from "@saheli/core/verification";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { userOf } from "../../plugins/access.js";

const tags = ["verification"];
/** A 640×480 camera frame is ~100 KB; a 5 MB photo and three 512 KB frames as base64, with the liveness data. */
const SELFIE_BODY_LIMIT =
  Math.ceil(((VerificationPolicy.maxImageBytes + 3 * VerificationPolicy.maxFrameBytes) * 4) / 3) + 64 * 1024;

/** Doc 2 §8: verification without a session says so in the words the modal shows. */
const sessionExpired = new AppError(AppErrorCode.AUTH_SESSION_EXPIRED, 401, LivenessMessages.sessionExpired);

/** The person's side of verification (decision 006). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { verification } = app.services;

  app.get(
    "/api/verification",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Where the signed-in person stands",
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => verification.state(userOf(request).userId),
  );

  app.post(
    "/api/verification/consent",
    {
      config: { access: "member" },
      schema: {
        tags,
        summary: "Record consent to a version of the camera consent text",
        body: consentRequestSchema,
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => {
      const { userId } = userOf(request);
      await verification.consent(userId, request.body.text_version, request.headers["user-agent"] ?? null);
      return verification.state(userId);
    },
  );

  app.post(
    "/api/verify-gender",
    {
      // Session and limit are checked before the 8 MB body is read: a stranger's upload costs nothing.
      config: { access: "member", refusal: sessionExpired, limits: ["selfie"] },
      bodyLimit: SELFIE_BODY_LIMIT,
      schema: {
        tags,
        summary: "Submit the selfie and liveness evidence: approved, or queued for review by a person",
        body: verifyGenderRequestSchema,
        response: { 200: verificationResultSchema },
      },
    },
    async (request) => verification.submit(userOf(request).userId, request.body),
  );

  app.post(
    "/api/verification/alternative",
    {
      config: { access: "member", limits: ["verification"] },
      schema: {
        tags,
        summary: "Ask to be verified by a person without a photo",
        body: personalMessageSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => verification.requestAlternative(userOf(request).userId, request.body.message),
  );

  app.post(
    "/api/verification/appeal",
    {
      config: { access: "member", limits: ["verification"] },
      schema: {
        tags,
        summary: "Appeal a declined verification, once; a different reviewer decides",
        body: personalMessageSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => verification.appeal(userOf(request).userId, request.body.message),
  );
};
