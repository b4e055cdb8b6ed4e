import { z } from "zod";
import { GroupLimits } from "../groups";

export const createGroupSchema = z.object({
  name: z
    .string()
    .trim()
    .min(GroupLimits.nameMin, `A group name needs at least ${GroupLimits.nameMin} characters`)
    .max(GroupLimits.nameMax),
  description: z.string().trim().max(GroupLimits.descriptionMax).default(""),
});

export const groupViewSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  member_count: z.number().int(),
  created_at: z.string(),
  joined: z.boolean(),
  is_admin: z.boolean(),
});
export type GroupView = z.infer<typeof groupViewSchema>;

export const groupListSchema = z.object({ items: z.array(groupViewSchema) });
export const groupListQuerySchema = z.object({
  q: z.string().trim().max(80).default(""),
  mine: z.enum(["true", "false"]).default("false"),
});
export const membershipSchema = z.object({ joined: z.boolean(), member_count: z.number().int() });
