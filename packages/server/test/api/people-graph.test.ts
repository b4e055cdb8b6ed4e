import { PeopleMessages } from "@saheli/core/people";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { CookieJar, errorMessage, rows } from "../helpers/auth.js";
import { as, countersAndRows, type Member, member } from "../helpers/people.js";
import { createTestApp } from "../helpers/test-app.js";

let app: App;
let asha: Member;
let bela: Member;
let chitra: Member;

beforeAll(async () => {
  app = await createTestApp();
  asha = await member(app, "asha@example.com", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.com", { full_name: "Bela Iyer" });
  chitra = await member(app, "chitra@example.com", { full_name: "Chitra Das" });
});
afterAll(() => app.close());

async function expectConsistent(...people: Member[]) {
  for (const person of people) {
    const row = await countersAndRows(app, person.id);
    expect(row.follower_count).toBe(row.followers);
    expect(row.following_count).toBe(row.following);
    expect(row.connections_count).toBe(row.connections);
  }
}

describe("follow", () => {
  it("follows once, counts both sides, and unfollows", async () => {
    const followed = await as(app, asha).post(`/api/people/${bela.id}/follow`);
    expect(followed.statusCode).toBe(200);
    expect(followed.json()).toMatchObject({
      relation: { relation: "following", following: true, followed_by: false, mutual: false },
      person: { id: bela.id, follower_count: 1 },
      me: { following_count: 1 },
    });

    const again = await as(app, asha).post(`/api/people/${bela.id}/follow`);
    expect(again.statusCode).toBe(409);
    expect(errorMessage(again)).toBe(PeopleMessages.alreadyFollowing);

    const back = await as(app, bela).post(`/api/people/${asha.id}/follow`);
    expect(back.json().relation).toMatchObject({ relation: "following", mutual: true });

    const unfollowed = await as(app, asha).del(`/api/people/${bela.id}/follow`);
    expect(unfollowed.json()).toMatchObject({
      relation: { relation: "none", followed_by: true },
      person: { follower_count: 0 },
    });
    expect((await as(app, asha).del(`/api/people/${bela.id}/follow`)).statusCode).toBe(409);
    await as(app, bela).del(`/api/people/${asha.id}/follow`);
    await expectConsistent(asha, bela);
  });

  it("lets the person followed remove a follower, and no one else", async () => {
    await as(app, chitra).post(`/api/people/${asha.id}/follow`);
    // Bela is not followed by Chitra: she cannot remove her from Asha's followers.
    const notHers = await as(app, bela).del(`/api/people/${chitra.id}/follower`);
    expect(notHers.statusCode).toBe(409);
    expect(errorMessage(notHers)).toBe(PeopleMessages.notAFollower);

    const removed = await as(app, asha).del(`/api/people/${chitra.id}/follower`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ relation: { followed_by: false }, me: { follower_count: 0 } });
    await expectConsistent(asha, chitra);
  });

  it("refuses following yourself, unknown people and visitors", async () => {
    expect(errorMessage(await as(app, asha).post(`/api/people/${asha.id}/follow`))).toBe(
      PeopleMessages.cannotFollowSelf,
    );
    const unknown = await as(app, asha).post("/api/people/00000000-0000-4000-8000-000000000000/follow");
    expect(unknown.statusCode).toBe(404);
    expect((await as(app, new CookieJar()).post(`/api/people/${bela.id}/follow`)).statusCode).toBe(401);
  });

  it("keeps counters equal to the rows under 50 concurrent follows and unfollows", async () => {
    const calls = Array.from({ length: 50 }, (_, i) =>
      i % 2 === 0
        ? as(app, chitra).post(`/api/people/${bela.id}/follow`)
        : as(app, chitra).del(`/api/people/${bela.id}/follow`),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.statusCode);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    await expectConsistent(bela, chitra);
    await as(app, chitra).del(`/api/people/${bela.id}/follow`);
    await expectConsistent(bela, chitra);
  });
});

describe("connections", () => {
  it("sends a request with a note; only the receiver accepts; both are then connected and follow each other", async () => {
    const sent = await as(app, asha).post("/api/connections", {
      receiver_id: bela.id,
      message: "Loved your stall at the mela!",
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().relation).toMatchObject({ relation: "pending_sent", connection: "pending_sent" });
    const connectionId = sent.json().relation.connection_id as string;

    const again = await as(app, asha).post("/api/connections", { receiver_id: bela.id });
    expect(again.statusCode).toBe(409);
    expect(errorMessage(again)).toBe(PeopleMessages.requestAlreadySent);
    expect(errorMessage(await as(app, bela).post("/api/connections", { receiver_id: asha.id }))).toBe(
      PeopleMessages.requestAlreadyReceived,
    );

    const received = await as(app, bela).get("/api/connections/requests?direction=received");
    expect(received.json().items).toEqual([
      expect.objectContaining({
        id: connectionId,
        message: "Loved your stall at the mela!",
        person: expect.objectContaining({ id: asha.id }),
      }),
    ]);
    expect((await as(app, asha).get("/api/connections/requests?direction=received")).json().items).toEqual(
      [],
    );
    expect((await as(app, asha).get("/api/connections/requests?direction=sent")).json().items).toHaveLength(
      1,
    );

    const bySender = await as(app, asha).post(`/api/connections/${connectionId}/accept`);
    expect(bySender.statusCode).toBe(403);
    expect(errorMessage(bySender)).toBe(PeopleMessages.receiverOnly);
    const byStranger = await as(app, chitra).post(`/api/connections/${connectionId}/accept`);
    expect(byStranger.statusCode).toBe(403);

    const accepted = await as(app, bela).post(`/api/connections/${connectionId}/accept`);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      relation: { connection: "connected", relation: "following", mutual: true },
      me: { connections_count: 1, follower_count: 1, following_count: 1 },
      person: { connections_count: 1 },
    });
    expect(errorMessage(await as(app, asha).post("/api/connections", { receiver_id: bela.id }))).toBe(
      PeopleMessages.alreadyFollowing,
    );

    const list = await as(app, chitra).get(`/api/people/${asha.id}/connections`);
    expect(list.json().items.map((p: { id: string }) => p.id)).toEqual([bela.id]);
    await expectConsistent(asha, bela);

    // Either person may remove a connection; a stranger may not.
    expect((await as(app, chitra).del(`/api/connections/${connectionId}`)).statusCode).toBe(403);
    const removed = await as(app, bela).del(`/api/connections/${connectionId}`);
    expect(removed.json()).toMatchObject({ relation: { connection: "none" }, me: { connections_count: 0 } });
    await as(app, asha).del(`/api/people/${bela.id}/follow`);
    await as(app, bela).del(`/api/people/${asha.id}/follow`);
    await expectConsistent(asha, bela);
  });

  it("lets only the receiver reject and only the sender withdraw", async () => {
    const sent = await as(app, chitra).post("/api/connections", { receiver_id: asha.id });
    const id = sent.json().relation.connection_id as string;
    expect((await as(app, chitra).post(`/api/connections/${id}/reject`)).statusCode).toBe(403);
    const withdrawnByReceiver = await as(app, asha).del(`/api/connections/${id}`);
    expect(withdrawnByReceiver.statusCode).toBe(403);
    expect(errorMessage(withdrawnByReceiver)).toBe(PeopleMessages.senderOnly);
    const rejected = await as(app, asha).post(`/api/connections/${id}/reject`);
    expect(rejected.json().relation.connection).toBe("none");

    const again = await as(app, chitra).post("/api/connections", { receiver_id: asha.id });
    const withdrawn = await as(app, chitra).del(`/api/connections/${again.json().relation.connection_id}`);
    expect(withdrawn.json().relation.relation).toBe("none");
    expect(await rows(app, "select * from connections")).toEqual([]);
  });

  it("refuses a note longer than 300 characters", async () => {
    const long = await as(app, asha).post("/api/connections", {
      receiver_id: chitra.id,
      message: "x".repeat(301),
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(PeopleMessages.messageTooLong);
  });
});

describe("blocking", () => {
  it("ends follows and connections both ways and keeps the pair apart until unblocked", async () => {
    await as(app, asha).post(`/api/people/${chitra.id}/follow`);
    await as(app, chitra).post(`/api/people/${asha.id}/follow`);
    const sent = await as(app, chitra).post("/api/connections", { receiver_id: asha.id });
    await as(app, asha).post(`/api/connections/${sent.json().relation.connection_id}/accept`);

    const blocked = await as(app, asha).post(`/api/people/${chitra.id}/block`);
    expect(blocked.json()).toMatchObject({
      relation: { blocked_by_me: true, connection: "none", following: false, followed_by: false },
      me: { connections_count: 0, follower_count: 0, following_count: 0 },
    });
    await expectConsistent(asha, chitra);

    for (const attempt of [
      as(app, chitra).post(`/api/people/${asha.id}/follow`),
      as(app, chitra).post("/api/connections", { receiver_id: asha.id }),
      as(app, asha).post(`/api/people/${chitra.id}/follow`),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(403);
      expect(errorMessage(response)).toBe(PeopleMessages.blocked);
    }
    expect((await as(app, chitra).get(`/api/people/${asha.id}/followers`)).statusCode).toBe(404);
    expect((await as(app, asha).get("/api/blocks")).json().items).toEqual([
      expect.objectContaining({ id: chitra.id, full_name: "Chitra Das" }),
    ]);
    // Unblocking is the blocker's: the person blocked cannot undo it.
    expect((await as(app, chitra).del(`/api/people/${asha.id}/block`)).statusCode).toBe(404);
    expect((await as(app, asha).del(`/api/people/${chitra.id}/block`)).json().relation.blocked_by_me).toBe(
      false,
    );
    expect((await as(app, chitra).post(`/api/people/${asha.id}/follow`)).statusCode).toBe(200);
    await as(app, chitra).del(`/api/people/${asha.id}/follow`);
  });
});

describe("reports", () => {
  it("stores a pending moderation record that admins, and only admins, can list", async () => {
    const reported = await as(app, bela).post(`/api/people/${chitra.id}/report`, {
      reason: "spam",
      details: "Sends the same sales message to everyone",
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json()).toMatchObject({ status: "pending", message: PeopleMessages.reportReceived });
    const twice = await as(app, bela).post(`/api/people/${chitra.id}/report`, { reason: "scam" });
    expect(twice.statusCode).toBe(409);
    expect((await as(app, bela).post(`/api/people/${bela.id}/report`, { reason: "spam" })).statusCode).toBe(
      400,
    );

    expect((await as(app, bela).get("/api/admin/reports")).statusCode).toBe(403);
    await rows(app, "update profiles set role = 'A' where id = $1", [asha.id]);
    const listed = await as(app, asha).get("/api/admin/reports?status=pending");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toEqual([
      expect.objectContaining({
        reason: "spam",
        details: "Sends the same sales message to everyone",
        status: "pending",
        reporter: expect.objectContaining({ id: bela.id }),
        target: expect.objectContaining({ id: chitra.id }),
      }),
    ]);
    await rows(app, "update profiles set role = 'U' where id = $1", [asha.id]);
  });
});
