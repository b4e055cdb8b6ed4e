import {
  educationInputSchema,
  educationSchema,
  experienceInputSchema,
  experienceSchema,
  reorderSchema,
  skillInputSchema,
  skillSchema,
} from "@saheli/core/contracts/profiles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { userOf } from "../../plugins/access.js";
import type { ItemKind } from "./items.queries.js";

const tags = ["profiles"];
const owner = z.object({ id: z.uuid() });
const item = z.object({ id: z.uuid(), itemId: z.uuid() });

const kinds = {
  experience: { input: experienceInputSchema, output: experienceSchema, label: "experience" },
  education: { input: educationInputSchema, output: educationSchema, label: "education" },
  skills: { input: skillInputSchema, output: skillSchema, label: "skill" },
} as const;

/** Experience, education and skills (owner only), and skill endorsements (anyone else). */
export const itemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { items } = app.services;

  for (const kind of Object.keys(kinds) as ItemKind[]) {
    const { input, output, label } = kinds[kind];
    const base = `/api/profiles/:id/${kind}`;
    app.post(
      base,
      {
        config: { access: "owner", limits: ["write"] },
        schema: { tags, summary: `Add ${label}`, params: owner, body: input, response: { 200: output } },
      },
      async (request) => items.add(kind, userOf(request).userId, request.params.id, request.body as never),
    );
    app.patch(
      `${base}/:itemId`,
      {
        config: { access: "owner", limits: ["write"] },
        schema: { tags, summary: `Edit ${label}`, params: item, body: input, response: { 200: output } },
      },
      async (request) =>
        items.edit(
          kind,
          userOf(request).userId,
          request.params.id,
          request.params.itemId,
          request.body as never,
        ),
    );
    app.delete(
      `${base}/:itemId`,
      {
        config: { access: "owner", limits: ["write"] },
        schema: { tags, summary: `Delete ${label}`, params: item },
      },
      async (request, reply) => {
        await items.remove(kind, userOf(request).userId, request.params.id, request.params.itemId);
        return reply.code(204).send();
      },
    );
    app.put(
      `${base}/order`,
      {
        config: { access: "owner", limits: ["write"] },
        schema: {
          tags,
          summary: `Reorder ${label} (every id, first to last)`,
          params: owner,
          body: reorderSchema,
          response: { 200: z.array(output) },
        },
      },
      async (request) => items.reorder(kind, userOf(request).userId, request.params.id, request.body.ids),
    );
  }

  for (const [method, on] of [
    ["post", true],
    ["delete", false],
  ] as const) {
    app[method](
      "/api/skills/:skillId/endorsement",
      {
        config: { access: "member", limits: ["tap"] },
        schema: {
          tags,
          summary: on ? "Endorse someone's skill" : "Withdraw an endorsement",
          params: z.object({ skillId: z.uuid() }),
          response: { 200: skillSchema },
        },
      },
      async (request) => items.endorse(userOf(request).userId, request.params.skillId, on),
    );
  }
};
