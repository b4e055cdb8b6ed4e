import { z } from "zod";

/** One ZIP of her archive, fetched by its owner at `url` (a session-checked link, never a public one). */
export const dataExportPartSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  url: z.string(),
});

/** `GET /api/me/exports`: one archive she asked for; `expired` once its 7 days are up. */
export const dataExportSchema = z.object({
  id: z.uuid(),
  status: z.enum(["preparing", "ready", "expired", "failed"]),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string().nullable(),
  total_size: z.number().int(),
  /** Empty unless ready: a part's link is gone once the archive expires. */
  parts: z.array(dataExportPartSchema),
});
export type DataExport = z.infer<typeof dataExportSchema>;

export const dataExportListSchema = z.object({ exports: z.array(dataExportSchema) });
export type DataExportList = z.infer<typeof dataExportListSchema>;

/** `POST /api/me/export` → 202: the archive being prepared. */
export const dataExportRequestedSchema = z.object({ export: dataExportSchema, message: z.string() });
export type DataExportRequested = z.infer<typeof dataExportRequestedSchema>;

export const dataExportPartParamsSchema = z.object({
  id: z.uuid(),
  part: z.coerce.number().int().min(1).max(1000),
});
