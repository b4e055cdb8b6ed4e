import { and, eq } from "drizzle-orm";
import type { Executor } from "../../db/connect.js";
import { savedJobs } from "../../db/schema/index.js";

/** Her save of a job; saving again keeps the first save's time. */
export async function keepSave(db: Executor, userId: string, jobId: string, at: Date) {
  await db.insert(savedJobs).values({ user_id: userId, job_id: jobId, created_at: at }).onConflictDoNothing();
}

/** Only her own save is removed: she is in the `where`. */
export async function forgetSave(db: Executor, userId: string, jobId: string) {
  await db.delete(savedJobs).where(and(eq(savedJobs.user_id, userId), eq(savedJobs.job_id, jobId)));
}
