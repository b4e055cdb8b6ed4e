import { z } from "zod";
import { type CursorKey, CursorMessages, decodeCursor } from "../cursor";

/**
 * `?cursor=`: the `next_cursor` of the previous page, decoded to its key; absent or empty for the first page.
 * Anything else is a 400 with a message that tells her to reload, never a scan from the start.
 */
export const cursorParam = z
  .string()
  .max(200, CursorMessages.invalid)
  .optional()
  .transform((raw, ctx): CursorKey | null => {
    if (raw === undefined || raw === "") return null;
    const key = decodeCursor(raw);
    if (!key) {
      ctx.addIssue({ code: "custom", message: CursorMessages.invalid });
      return z.NEVER;
    }
    return key;
  });
