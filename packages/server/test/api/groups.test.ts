import { GroupMessages } from "@saheli/core/groups";
import { VerificationMessages } from "@saheli/core/verification";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { call, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let chitra: Member;

beforeEach(async () => {
  app = await createTestApp({ relaxedLimits: true });
  asha = await member(app, "asha@example.in");
  bela = await member(app, "bela@example.in");
  chitra = await member(app, "chitra@example.in");
});
afterEach(() => app.close());

const createGroup = async (who: Member, name: string) =>
  (await as(app, who).post("/api/groups", { name, description: "Makers" })).json();

describe("groups", () => {
  it("creates a group with its creator as admin, found by id or slug, joined and left by others", async () => {
    const group = await createGroup(asha, "Jaipur Block Printers");
    expect(group).toMatchObject({
      slug: "jaipur-block-printers",
      member_count: 1,
      joined: true,
      is_admin: true,
    });
    expect((await as(app, bela).get("/api/groups/jaipur-block-printers")).json()).toMatchObject({
      id: group.id,
      joined: false,
    });
    expect(
      (await as(app, asha).post("/api/groups", { name: "Jaipur block printers!" })).json().error.message,
    ).toBe(GroupMessages.nameTaken);

    expect((await as(app, bela).put(`/api/groups/${group.id}/membership`)).json()).toEqual({
      joined: true,
      member_count: 2,
    });
    expect((await as(app, bela).put(`/api/groups/${group.id}/membership`)).json()).toEqual({
      joined: true,
      member_count: 2,
    });
    expect(
      (await as(app, bela).get("/api/groups?mine=true")).json().items.map((g: { id: string }) => g.id),
    ).toEqual([group.id]);
    expect((await as(app, bela).get("/api/groups?q=block")).json().items).toHaveLength(1);
    expect((await as(app, bela).del(`/api/groups/${group.id}/membership`)).json()).toEqual({
      joined: false,
      member_count: 1,
    });
    expect((await as(app, asha).del(`/api/groups/${group.id}/membership`)).json().error.message).toBe(
      GroupMessages.creatorStays,
    );
  });

  it("lets only members post, forces public visibility, and shows the post in the group's feed", async () => {
    const group = await createGroup(asha, "Natural Dyes Circle");
    const outsider = await as(app, bela).post("/api/posts", { content: "Hi all", group_id: group.id });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe(GroupMessages.joinToPost);
    await as(app, bela).put(`/api/groups/${group.id}/membership`);
    const post = (
      await as(app, bela).post("/api/posts", {
        content: "Indigo vat tips?",
        group_id: group.id,
        visibility: "private",
      })
    ).json();
    expect(post).toMatchObject({
      visibility: "public",
      group: { id: group.id, name: "Natural Dyes Circle" },
    });
    const feed = (await as(app, chitra).get(`/api/groups/${group.slug}/posts`)).json();
    expect(feed.items.map((p: { id: string }) => p.id)).toEqual([post.id]);
  });

  it("lets group members read a 'connections' post made in the group", async () => {
    const group = await createGroup(asha, "Pottery Pals");
    await as(app, chitra).put(`/api/groups/${group.id}/membership`);
    await as(app, asha).post("/api/posts", { content: "Kiln schedule", group_id: group.id });
    await app.deps.database.executeSql("update posts set visibility = 'connections' where group_id = $1", [
      group.id,
    ]);
    expect((await as(app, chitra).get(`/api/groups/${group.id}/posts`)).json().items).toHaveLength(1);
    expect((await as(app, bela).get(`/api/groups/${group.id}/posts`)).json().items).toHaveLength(0);
  });

  it("keeps joining and creating for verified members", async () => {
    const group = await createGroup(asha, "Millet Bakers");
    const { jar } = await signIn(app, "newcomer@example.in");
    const join = await call(app, jar, { method: "PUT", url: `/api/groups/${group.id}/membership` });
    expect(join.statusCode).toBe(403);
    expect(join.json().error.message).toBe(VerificationMessages.requiredUnverified);
    expect(
      (await call(app, jar, { method: "POST", url: "/api/groups", body: { name: "My group" } })).statusCode,
    ).toBe(403);
  });
});
