/** What every admin route declares: admins only, with the admin read or action limit. */
import { z } from "zod";

export const tags = ["admin"];
export const read = { access: "admin", limits: ["adminRead"] } as const;
export const write = { access: "admin", limits: ["adminAction"] } as const;
export const ok = z.object({ ok: z.literal(true) });
