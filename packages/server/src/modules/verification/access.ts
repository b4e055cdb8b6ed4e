import { AppErrorCode } from "@saheli/core/errors";
import { restrictedMessage, statusOf } from "@saheli/core/verification";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { profiles } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { requireUser } from "../../plugins/auth.js";
import type { AuthContext } from "../auth/session.service.js";
import { findStanding } from "./verification.queries.js";

/**
 * The guard for what only verified members may do (post, comment, message members, join groups, open a shop):
 * everyone else keeps browsing and buying, and is told why, in words that fit her standing.
 */
export async function requireVerified(request: FastifyRequest): Promise<AuthContext> {
  const user = await requireUser(request);
  const { db } = request.server.deps.database;
  const [profile] = await db
    .select({ is_verified: profiles.is_verified })
    .from(profiles)
    .where(eq(profiles.id, user.userId));
  if (profile?.is_verified) return user;
  const standing = await findStanding(db, user.userId);
  const status = standing ? statusOf(standing.facts) : "unverified";
  throw new AppError(AppErrorCode.VERIFICATION_REQUIRED, 403, restrictedMessage(status));
}
