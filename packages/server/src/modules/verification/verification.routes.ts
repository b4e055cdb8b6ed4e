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
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AppError } from "../../errors.js";
import { faceppCheck, reviewOnly } from "../../platform/face-check.js";
import { currentUser, requireUser } from "../../plugins/auth.js";
import { limitBy } from "../../plugins/security.js";
import { verificationService } from "./verification.service.js";

const tags = ["verification"];
/** A 640×480 camera frame is ~100 KB; a 5 MB photo and three 512 KB frames as base64, with the liveness data. */
const SELFIE_BODY_LIMIT =
  Math.ceil(((VerificationPolicy.maxImageBytes + 3 * VerificationPolicy.maxFrameBytes) * 4) / 3) + 64 * 1024;

/** Doc 2 §8: verification without a session says so in the words the modal shows. */
async function requireSession(request: FastifyRequest) {
  const user = await currentUser(request);
  if (!user) throw new AppError(AppErrorCode.AUTH_SESSION_EXPIRED, 401, LivenessMessages.sessionExpired);
  return user;
}

/** The person's side of verification (decision 006). */
export const verificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, clock, storage, config } = app.deps;
  const faceCheck =
    config.verification.provider === "facepp" ? faceppCheck(config.verification.facepp) : reviewOnly;
  const verification = verificationService({ db: database.db, clock, storage, faceCheck, log: app.log });
  const perPerson = (name: string, max: number) =>
    limitBy(app, { name, max, minutes: 60, key: (req) => `${req.ip}` });

  app.get(
    "/api/verification",
    {
      schema: {
        tags,
        summary: "Where the signed-in person stands",
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => verification.state((await requireUser(request)).userId),
  );

  app.post(
    "/api/verification/consent",
    {
      schema: {
        tags,
        summary: "Record consent to a version of the camera consent text",
        body: consentRequestSchema,
        response: { 200: verificationStateSchema },
      },
    },
    async (request) => {
      const { userId } = await requireUser(request);
      await verification.consent(userId, request.body.text_version, request.headers["user-agent"] ?? null);
      return verification.state(userId);
    },
  );

  app.post(
    "/api/verify-gender",
    {
      bodyLimit: SELFIE_BODY_LIMIT,
      // Session and limit before the 8 MB body is read: a stranger's upload is refused before it costs anything.
      onRequest: [
        async (request) => {
          await requireSession(request);
        },
        perPerson("verify:ip", 30),
      ],
      schema: {
        tags,
        summary: "Submit the selfie and liveness evidence: approved, or queued for review by a person",
        body: verifyGenderRequestSchema,
        response: { 200: verificationResultSchema },
      },
    },
    async (request) => verification.submit((await requireSession(request)).userId, request.body),
  );

  app.post(
    "/api/verification/alternative",
    {
      preHandler: perPerson("verify-alt:ip", 10),
      schema: {
        tags,
        summary: "Ask to be verified by a person without a photo",
        body: personalMessageSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) =>
      verification.requestAlternative((await requireUser(request)).userId, request.body.message),
  );

  app.post(
    "/api/verification/appeal",
    {
      preHandler: perPerson("verify-appeal:ip", 10),
      schema: {
        tags,
        summary: "Appeal a declined verification, once; a different reviewer decides",
        body: personalMessageSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => verification.appeal((await requireUser(request)).userId, request.body.message),
  );
};
