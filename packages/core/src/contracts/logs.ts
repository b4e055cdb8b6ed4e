import { z } from "zod";

/** `POST /api/logs`: error and warning reports from the web app. */
export const clientLogSchema = z.object({
  level: z.enum(["error", "warn", "info"]),
  message: z.string().min(1).max(5000),
  meta: z.record(z.string(), z.unknown()).optional(),
  timestamp: z.iso.datetime().optional(),
  source: z.string().max(200).optional(),
});
export type ClientLog = z.infer<typeof clientLogSchema>;
