import { reasonProblem } from "@saheli/core/admin";
import { AppError } from "../../errors.js";

/** The reason an admin gave, trimmed; without one (or too short or long) the action is refused in plain words. */
export function reasonOf(body: { reason?: string | null }): string {
  const problem = reasonProblem(body.reason);
  if (problem) throw AppError.badRequest(problem);
  return (body.reason ?? "").trim();
}
