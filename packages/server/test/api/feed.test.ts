import { FeedMessages } from "@saheli/core/feed";
import { VerificationMessages } from "@saheli/core/verification";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { App } from "../../src/app.js";
import { pollsService } from "../../src/modules/feed/polls.service.js";
import type { ManualClock } from "../../src/platform/clock.js";
import { CookieJar, call, errorOf, rows, signIn } from "../helpers/auth.js";
import { as, type Member, member } from "../helpers/people.js";
import { createClockedApp } from "../helpers/test-app.js";

let app: App;
let clock: ManualClock;
let asha: Member;
let bela: Member;

beforeEach(async () => {
  ({ app, clock } = await createClockedApp({ relaxedLimits: true }));
  asha = await member(app, "asha@example.in", { full_name: "Asha Rao" });
  bela = await member(app, "bela@example.in", { full_name: "Bela Shah" });
});
afterEach(() => app.close());

const publish = (who: Member, body: object) => as(app, who).post("/api/posts", body);
const feedIds = async (who: Member | CookieJar) =>
  ((await as(app, who).get("/api/feed")).json().items as { id: string }[]).map((p) => p.id);

async function connect(a: Member, b: Member) {
  const sent = await as(app, a).post("/api/connections", { receiver_id: b.id });
  await as(app, b).post(`/api/connections/${sent.json().relation.connection_id}/accept`);
}

describe("posting", () => {
  it("publishes a thought with its hashtags and mentions, newest first in the feed", async () => {
    await publish(bela, { content: "Older post" });
    clock.advance(1000);
    const created = await publish(asha, {
      content: "  Block printing weekend with @bela_shah #Handloom #jaipur  ",
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({
      content: "Block printing weekend with @bela_shah #Handloom #jaipur",
      tags: ["handloom", "jaipur"],
      mentions: ["bela_shah"],
      post_type: "thought",
      visibility: "public",
      is_owner: true,
      author: { full_name: "Asha Rao" },
    });
    const feed = (await as(app, bela).get("/api/feed")).json();
    expect(feed.items[0]).toMatchObject({ id: created.json().id, is_owner: false });
    expect(feed.next_cursor).toBeNull();
  });

  it("refuses empty and over-long posts in the spec's words, and other people's files", async () => {
    expect(errorOf(await publish(asha, { content: "   " })).message).toBe(FeedMessages.postRequired);
    const long = await publish(asha, { content: "x".repeat(3001) });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(FeedMessages.postTooLong);
    const foreign = await publish(asha, {
      content: "hi",
      image_urls: [`/media/post-media/${bela.id}/1.jpg`],
    });
    expect(errorOf(foreign).message).toBe("Images must be uploaded to Saheli first.");
    expect(await rows(app, "select id from posts")).toEqual([]);
  });

  it("lets only verified members post, and guests read public posts only", async () => {
    const { jar } = await signIn(app, "newcomer@example.in");
    const refused = await call(app, jar, { method: "POST", url: "/api/posts", body: { content: "Hello!" } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toEqual({
      code: "VERIFICATION_REQUIRED",
      message: VerificationMessages.requiredUnverified,
    });
    const open = await publish(asha, { content: "For everyone" });
    await publish(asha, { content: "Connections only", visibility: "connections" });
    expect(await feedIds(new CookieJar())).toEqual([open.json().id]);
  });

  it("enforces visibility: connections only, only you, and blocks", async () => {
    const stranger = await member(app, "chitra@example.in");
    await connect(asha, bela);
    const everyone = (await publish(asha, { content: "Anyone" })).json().id;
    const circle = (await publish(asha, { content: "Circle", visibility: "connections" })).json().id;
    const mine = (await publish(asha, { content: "Diary", visibility: "private" })).json().id;
    expect(new Set(await feedIds(asha))).toEqual(new Set([everyone, circle, mine]));
    expect(new Set(await feedIds(bela))).toEqual(new Set([everyone, circle]));
    expect(await feedIds(stranger)).toEqual([everyone]);
    expect((await as(app, stranger).get(`/api/posts/${circle}`)).statusCode).toBe(404);

    const hers = (await publish(stranger, { content: "Hello from Chitra" })).json().id;
    expect(await feedIds(asha)).toContain(hers);

    await as(app, stranger).post(`/api/people/${asha.id}/block`);
    expect(await feedIds(stranger)).toEqual([hers]);
    // A block works both ways: neither sees the other's posts.
    expect(await feedIds(asha)).not.toContain(hers);
  });

  it("lets only the owner edit or delete a post", async () => {
    const id = (await publish(asha, { content: "First draft #draft" })).json().id;
    const other = await as(app, bela).patch(`/api/posts/${id}`, { content: "Hijacked" });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(FeedMessages.notYourPost);
    const edited = await as(app, asha).patch(`/api/posts/${id}`, {
      content: "Final #final",
      visibility: "connections",
    });
    expect(edited.json()).toMatchObject({
      content: "Final #final",
      tags: ["final"],
      visibility: "connections",
    });
    expect((await as(app, bela).del(`/api/posts/${id}`)).statusCode).toBe(403);
    expect((await as(app, asha).del(`/api/posts/${id}`)).statusCode).toBe(204);
    expect(await feedIds(asha)).toEqual([]);
  });

  it("lists one person's posts as the viewer may read them", async () => {
    await connect(asha, bela);
    const open = (await publish(asha, { content: "Open" })).json().id;
    const circle = (await publish(asha, { content: "Circle", visibility: "connections" })).json().id;
    await publish(bela, { content: "Not hers" });
    const ids = async (who: Member | CookieJar) =>
      ((await as(app, who).get(`/api/people/${asha.id}/posts`)).json().items as { id: string }[]).map(
        (p) => p.id,
      );
    expect(new Set(await ids(bela))).toEqual(new Set([open, circle]));
    expect(await ids(new CookieJar())).toEqual([open]);
  });

  it("pages the feed by 20", async () => {
    for (let i = 0; i < 23; i += 1) {
      await publish(asha, { content: `Post ${i}` });
      clock.advance(1000);
    }
    const first = (await as(app, bela).get("/api/feed")).json();
    expect(first.items).toHaveLength(20);
    expect(first.items[0].content).toBe("Post 22");
    const second = (await as(app, bela).get(`/api/feed?cursor=${first.next_cursor}`)).json();
    expect(second.items.map((p: { content: string }) => p.content)).toEqual(["Post 2", "Post 1", "Post 0"]);
    expect(second.next_cursor).toBeNull();
  });
});

describe("reactions and comments", () => {
  it("toggles reactions by the spec's rule and keeps the count equal to the rows", async () => {
    const id = (await publish(asha, { content: "React to me" })).json().id;
    const react = (who: Member, reaction_type: string) =>
      as(app, who).post(`/api/posts/${id}/reactions`, { reaction_type });
    expect((await react(bela, "like")).json()).toEqual({ my_reaction: "like", reaction_count: 1 });
    expect((await react(bela, "love")).json()).toEqual({ my_reaction: "love", reaction_count: 1 });
    expect((await react(asha, "celebrate")).json()).toEqual({ my_reaction: "celebrate", reaction_count: 2 });
    expect((await react(bela, "love")).json()).toEqual({ my_reaction: null, reaction_count: 1 });
    await Promise.all(Array.from({ length: 10 }, () => react(bela, "support")));
    const [post] = await rows(
      app,
      "select reaction_count, (select count(*)::int from post_reactions where post_id = $1) as actual from posts where id = $1",
      [id],
    );
    expect(post?.reaction_count).toBe(post?.actual);
    expect((await as(app, bela).get(`/api/posts/${id}`)).json().my_reaction).toBe(
      post?.actual === 2 ? "support" : null,
    );
  });

  it("threads replies one level deep, counts them, and lets only the author delete", async () => {
    const id = (await publish(asha, { content: "Ask me anything" })).json().id;
    const say = (who: Member, content: string, parent_comment_id?: string) => {
      clock.advance(1000);
      return as(app, who).post(`/api/posts/${id}/comments`, { content, parent_comment_id });
    };
    expect(errorOf(await say(bela, "  ")).message).toContain(FeedMessages.commentRequired);
    expect((await say(bela, "x".repeat(1001))).body).toContain(FeedMessages.commentTooLong);
    const top = (await say(bela, "Where do you source dyes?")).json();
    const reply = (await say(asha, "From Bagru!", top.id)).json();
    const nested = (await say(bela, "Thank you!", reply.id)).json();
    expect(nested.parent_comment_id).toBe(top.id);
    const thread = (await as(app, asha).get(`/api/posts/${id}/comments`)).json();
    expect(thread.items).toHaveLength(1);
    expect(thread.items[0]).toMatchObject({
      reply_count: 2,
      replies: [{ content: "From Bagru!" }, { content: "Thank you!" }],
    });
    expect((await as(app, asha).get(`/api/posts/${id}`)).json().comment_count).toBe(3);

    expect((await as(app, asha).del(`/api/comments/${top.id}`)).statusCode).toBe(403);
    expect((await as(app, bela).del(`/api/comments/${top.id}`)).statusCode).toBe(204);
    expect((await as(app, asha).get(`/api/posts/${id}`)).json().comment_count).toBe(0);
  });

  it("likes a comment once per person and unlikes it", async () => {
    const id = (await publish(asha, { content: "Post" })).json().id;
    const comment = (await as(app, bela).post(`/api/posts/${id}/comments`, { content: "Nice" })).json();
    expect((await as(app, asha).put(`/api/comments/${comment.id}/like`)).json()).toEqual({
      liked: true,
      like_count: 1,
    });
    expect((await as(app, asha).put(`/api/comments/${comment.id}/like`)).json()).toEqual({
      liked: true,
      like_count: 1,
    });
    expect((await as(app, asha).del(`/api/comments/${comment.id}/like`)).json()).toEqual({
      liked: false,
      like_count: 0,
    });
  });

  it("honours turned-off comments and reactions", async () => {
    const id = (
      await publish(asha, { content: "Quiet", allow_comments: false, allow_reactions: false })
    ).json().id;
    expect(errorOf(await as(app, bela).post(`/api/posts/${id}/comments`, { content: "Hi" })).message).toBe(
      FeedMessages.commentsOff,
    );
    expect(
      errorOf(await as(app, bela).post(`/api/posts/${id}/reactions`, { reaction_type: "like" })).message,
    ).toBe(FeedMessages.reactionsOff);
  });
});

describe("polls", () => {
  const pollBody = (options = ["Cotton", "Silk", "Linen"], allow_multiple = false) => ({
    post_type: "poll",
    content: "Help me choose",
    poll: { question: "Which fabric next?", options, duration_days: 1, allow_multiple },
  });

  it("creates a poll with numbered options and counts one vote per person", async () => {
    const post = (await publish(asha, pollBody())).json();
    expect(post.poll).toMatchObject({ question: "Which fabric next?", total_votes: 0, expired: false });
    expect(post.poll.options.map((o: { position: number }) => o.position)).toEqual([1, 2, 3]);
    const [cotton, silk] = post.poll.options;
    const vote = (who: Member, ids: string[]) =>
      as(app, who).post(`/api/polls/${post.poll.id}/votes`, { option_ids: ids });
    const first = (await vote(bela, [silk.id])).json();
    expect(first).toMatchObject({ message: null, poll: { total_votes: 1, my_votes: [silk.id] } });
    expect(first.poll.options[1]).toMatchObject({ vote_count: 1, percentage: 100 });
    const again = (await vote(bela, [cotton.id])).json();
    expect(again).toMatchObject({ message: FeedMessages.alreadyVoted, poll: { total_votes: 1 } });
    expect(errorOf(await publish(asha, pollBody(["Only one"]))).message).toContain(
      FeedMessages.pollTooFewOptions,
    );

    clock.advance(86_400_000 + 1);
    asha = { ...asha, jar: (await signIn(app, asha.email)).jar };
    const late = await vote(asha, [cotton.id]);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).message).toBe(FeedMessages.pollExpired);
  });

  it("keeps counts equal to vote rows under 100 voters at once, and one person's 20 parallel votes count once", async () => {
    const post = (await publish(asha, pollBody())).json();
    const [cotton, silk] = post.poll.options;
    const voters = await rows(
      app,
      `insert into profiles (username, full_name, gender, gender_verified, is_verified)
       select 'voter_' || n, 'Voter ' || n, true, true, true from generate_series(1, 100) n returning id`,
    );
    const polls = pollsService({ db: app.deps.database.db, clock });
    await Promise.all(
      voters.map((v, i) => polls.vote(String(v.id), post.poll.id, [i % 2 ? cotton.id : silk.id])),
    );
    await Promise.all(Array.from({ length: 20 }, () => polls.vote(bela.id, post.poll.id, [cotton.id])));
    const [counts] = await rows(
      app,
      `select (select sum(vote_count)::int from poll_options where poll_id = $1) as options,
              (select total_votes from polls where id = $1) as total,
              (select count(*)::int from poll_votes where poll_id = $1) as votes,
              (select count(*)::int from poll_votes where poll_id = $1 and user_id = $2) as bela`,
      [post.poll.id, bela.id],
    );
    expect(counts).toEqual({ options: 101, total: 101, votes: 101, bela: 1 });
  });

  it("shows the poll's author who voted, per option and in all, and nobody else", async () => {
    const post = (await publish(asha, pollBody())).json();
    const [cotton, silk] = post.poll.options;
    const carla = await member(app, "carla@example.in", { full_name: "Carla Dsouza" });
    await as(app, bela).post(`/api/polls/${post.poll.id}/votes`, { option_ids: [silk.id] });
    await as(app, carla).post(`/api/polls/${post.poll.id}/votes`, { option_ids: [cotton.id] });

    const all = await as(app, asha).get(`/api/polls/${post.poll.id}/voters`);
    expect(all.json()).toMatchObject({ total: 2 });
    expect(
      all
        .json()
        .voters.map((v: { full_name: string }) => v.full_name)
        .sort(),
    ).toEqual(["Bela Shah", "Carla Dsouza"]);
    const silkOnly = (
      await as(app, asha).get(`/api/polls/${post.poll.id}/voters?option_id=${silk.id}`)
    ).json();
    expect(silkOnly).toMatchObject({ total: 1, voters: [{ full_name: "Bela Shah", option_id: silk.id }] });

    const nosy = await as(app, bela).get(`/api/polls/${post.poll.id}/voters`);
    expect(nosy.statusCode).toBe(403);
    expect(errorOf(nosy).message).toBe(FeedMessages.votersAuthorOnly);

    await as(app, asha).post(`/api/people/${carla.id}/block`);
    expect((await as(app, asha).get(`/api/polls/${post.poll.id}/voters`)).json().total).toBe(1);
  });
});
