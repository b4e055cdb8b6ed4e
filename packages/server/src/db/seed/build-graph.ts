import { CONNECTION_MESSAGE_MAX } from "@saheli/core/people";
import type { connections, follows } from "../schema/index.js";
import {
  buildDetails,
  type EducationRow,
  type EndorsementRow,
  type ExperienceRow,
  type SkillRow,
} from "./build-details.js";
import type { ProfileRow } from "./build-people.js";
import { connectionNotes, demoMemberNetwork, type ScriptedConnection } from "./content/network.js";
import { createRng, type Rng, stableUuid } from "./rng.js";
import { DAY_MS, later, momentAfter } from "./time.js";

export type FollowRow = typeof follows.$inferInsert & {
  id: string;
  follower_id: string;
  following_id: string;
  created_at: Date;
};
export type ConnectionRow = typeof connections.$inferInsert & {
  id: string;
  sender_id: string;
  receiver_id: string;
  status: "pending" | "accepted";
  message: string | null;
  created_at: Date;
  updated_at: Date;
};
export type GraphCounts = { follower_count: number; following_count: number; connections_count: number };

export type PeopleGraph = {
  follows: FollowRow[];
  connections: ConnectionRow[];
  experiences: ExperienceRow[];
  education: EducationRow[];
  skills: SkillRow[];
  endorsements: EndorsementRow[];
  /** Every person's follower, following and connection counts, equal to the rows above. */
  counts: Map<string, GraphCounts>;
};

/** The demo accounts the graph treats specially (content/people.ts). */
export const GRAPH_DEMO_EMAILS = {
  member: "member@saheli.test",
  member2: "member2@saheli.test",
  vendor: "vendor@saheli.test",
} as const;

/** Others follow this many people at random before follow-backs; at most MAX_FOLLOWING in all. */
const RANDOM_FOLLOWS = [4, 8] as const;
const MAX_FOLLOWING = 12;
/** The chance that someone followed follows back. */
const FOLLOW_BACK = 0.55;
/** The share of mutual follows that became connections. */
const CONNECT_SHARE = 0.4;
/** Requests waiting among people other than the two demo members. */
const OTHER_PENDING = 10;
/** The demo vendor is "trending" (more than 10 followers). */
const VENDOR_MIN_FOLLOWERS = 14;

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);
const followKey = (from: string, to: string) => `${from}>${to}`;
const firstName = (person: ProfileRow) => person.full_name.split(" ")[0] ?? person.full_name;

/** One of `items`, each as likely as its weight. */
function pickWeighted<T>(rng: Rng, items: readonly T[], weight: (item: T) => number): T | undefined {
  let roll = rng.next() * items.reduce((sum, item) => sum + weight(item), 0);
  for (const item of items) {
    roll -= weight(item);
    if (roll < 0) return item;
  }
  return items.at(-1);
}

/** Shortly after `at` (minutes to a day and a half), never at or after `base`. */
function soonAfter(base: Date, rng: Rng, at: Date): Date {
  const room = (base.getTime() - at.getTime()) / 2;
  return new Date(at.getTime() + Math.min(rng.int(20, 36 * 60) * 60_000, Math.floor(room)));
}

/**
 * The people graph and profile details of the seeded community: follows, connections (accepted and pending),
 * experience, education, skills and endorsements, dated between each person's sign-up and `base`.
 * The demo member (member@) gets a scripted network; she and member2@ share no follow or connection; nobody
 * is blocked or reported. Pure and deterministic.
 */
export function buildGraph(base: Date, people: readonly ProfileRow[]): PeopleGraph {
  const rng = createRng(0x6e7a0c);
  const byUsername = new Map(people.map((p) => [p.username, p]));
  const byEmail = new Map(people.map((p) => [p.email, p]));
  const byId = new Map(people.map((p) => [p.id, p]));
  const personById = (id: string) => byId.get(id) as ProfileRow;
  const demo = (email: string) => {
    const person = byEmail.get(email);
    if (!person) throw new Error(`Seed content: no demo account ${email}`);
    return person;
  };
  const member = demo(GRAPH_DEMO_EMAILS.member);
  const member2 = demo(GRAPH_DEMO_EMAILS.member2);
  const vendor = demo(GRAPH_DEMO_EMAILS.vendor);
  const person = (username: string) => {
    const found = byUsername.get(username);
    if (!found) throw new Error(`Seed content: unknown person ${username} in the network`);
    return found;
  };
  /** The browser journey connects the two demo members, so the seed leaves them strangers. */
  const apart = (a: ProfileRow, b: ProfileRow) =>
    a.id === b.id || pairKey(a.id, b.id) === pairKey(member.id, member2.id);

  const followRows = new Map<string, FollowRow>();
  const following = new Map<string, number>(people.map((p) => [p.id, 0]));
  const connectionRows = new Map<string, ConnectionRow>();

  function follow(from: ProfileRow, to: ProfileRow, at: Date) {
    if (apart(from, to)) throw new Error(`Seed graph: ${from.username} may not follow ${to.username}`);
    const key = followKey(from.id, to.id);
    if (followRows.has(key)) return;
    followRows.set(key, {
      id: stableUuid("follow", from.username, to.username),
      follower_id: from.id,
      following_id: to.id,
      status: "active",
      created_at: at,
    });
    following.set(from.id, (following.get(from.id) ?? 0) + 1);
  }
  const follows = (from: ProfileRow, to: ProfileRow) => followRows.has(followKey(from.id, to.id));
  const signedUpBoth = (a: ProfileRow, b: ProfileRow) => later(a.created_at as Date, b.created_at as Date);
  const randomFollowTime = (from: ProfileRow, to: ProfileRow) =>
    momentAfter(base, rng, signedUpBoth(from, to), 0.05);

  function connect(
    sender: ProfileRow,
    receiver: ProfileRow,
    status: "pending" | "accepted",
    message: string | null,
    /** The earliest moment it can have happened. */
    after: Date,
  ) {
    if (apart(sender, receiver)) {
      throw new Error(`Seed graph: ${sender.username} may not connect with ${receiver.username}`);
    }
    const key = pairKey(sender.id, receiver.id);
    if (connectionRows.has(key)) {
      throw new Error(`Seed graph: ${sender.username} and ${receiver.username} are connected twice`);
    }
    if (message && message.length > CONNECTION_MESSAGE_MAX) {
      throw new Error(`Seed content: note to ${receiver.username} too long`);
    }
    // Requests still waiting were sent in the last two weeks.
    const createdAt =
      status === "pending"
        ? momentAfter(base, rng, later(after, new Date(base.getTime() - 14 * DAY_MS)), 0.2)
        : momentAfter(base, rng, after, 2);
    const updatedAt = status === "accepted" ? soonAfter(base, rng, createdAt) : createdAt;
    connectionRows.set(key, {
      id: stableUuid("connection", sender.username, receiver.username),
      sender_id: sender.id,
      receiver_id: receiver.id,
      status,
      message,
      created_at: createdAt,
      updated_at: updatedAt,
    });
    // Accepting means following each other (decision 005).
    if (status === "accepted") {
      follow(sender, receiver, updatedAt);
      follow(receiver, sender, updatedAt);
    }
  }

  // 1. The demo member's network, as written.
  const script = demoMemberNetwork;
  const scripted = (item: ScriptedConnection, status: "pending" | "accepted") => {
    const other = person(item.with);
    const [sender, receiver] = item.sentBy === "me" ? [member, other] : [other, member];
    connect(sender, receiver, status, item.message ?? null, signedUpBoth(member, other));
  };
  if (script.username !== member.username) {
    throw new Error("Seed content: the scripted network is not member@'s");
  }
  for (const item of script.accepted) scripted(item, "accepted");
  for (const item of [...script.received, ...script.sent]) scripted(item, "pending");
  for (const username of script.follows) {
    follow(member, person(username), randomFollowTime(member, person(username)));
  }

  // 2. Everyone follows a few people, vendors and neighbours more often; some follow back.
  const weight = (viewer: ProfileRow, candidate: ProfileRow) =>
    (candidate.id === vendor.id ? 5 : candidate.role === "V" ? 2.5 : candidate.role === "A" ? 1.5 : 1) *
    (candidate.location === viewer.location ? 2 : 1);
  for (const viewer of people) {
    const wanted = viewer.id === member.id ? rng.int(0, 1) : rng.int(...RANDOM_FOLLOWS);
    for (let i = 0; i < wanted && (following.get(viewer.id) ?? 0) < MAX_FOLLOWING; i++) {
      const candidates = people.filter((c) => !apart(viewer, c) && !follows(viewer, c));
      const chosen = pickWeighted(rng, candidates, (c) => weight(viewer, c));
      if (chosen) follow(viewer, chosen, randomFollowTime(viewer, chosen));
    }
  }
  for (const row of [...followRows.values()]) {
    const [followed, follower] = [personById(row.following_id), personById(row.follower_id)];
    if (followed.id === member.id || follows(followed, follower) || apart(followed, follower)) continue;
    if ((following.get(followed.id) ?? 0) >= MAX_FOLLOWING || !rng.chance(FOLLOW_BACK)) continue;
    follow(followed, follower, momentAfter(base, rng, row.created_at, 0.02));
  }

  // 3. The demo vendor is popular enough to trend.
  const followersOf = (target: ProfileRow) => people.filter((p) => follows(p, target)).length;
  const fans = rng
    .shuffle(people.filter((p) => p.id !== member.id && !apart(p, vendor) && !follows(p, vendor)))
    .sort((a, b) => (following.get(a.id) ?? 0) - (following.get(b.id) ?? 0));
  while (followersOf(vendor) < VENDOR_MIN_FOLLOWERS) {
    const fan = fans.shift();
    if (!fan) throw new Error("Seed graph: not enough people to follow the demo vendor");
    follow(fan, vendor, randomFollowTime(fan, vendor));
  }

  // 4. Some mutual follows became connections; a few more requests are waiting. The demo members' lists stay
  //    as scripted: member@'s above, and none for member2@, whose first request and connection come from
  //    member@ in the browser journey (web/e2e/network.test.ts).
  const free = (p: ProfileRow) => p.id !== member.id && p.id !== member2.id;
  const note = (receiver: ProfileRow) =>
    rng.chance(0.5) ? rng.pick(connectionNotes)(firstName(receiver)) : null;
  for (let i = 0; i < people.length; i++) {
    for (let j = i + 1; j < people.length; j++) {
      const [a, b] = [people[i] as ProfileRow, people[j] as ProfileRow];
      if (!free(a) || !free(b) || !follows(a, b) || !follows(b, a)) continue;
      if (!rng.chance(CONNECT_SHARE)) continue;
      const [sender, receiver] = rng.chance(0.5) ? [a, b] : [b, a];
      const mutualSince = later(
        followRows.get(followKey(a.id, b.id))?.created_at ?? base,
        followRows.get(followKey(b.id, a.id))?.created_at ?? base,
      );
      connect(sender, receiver, "accepted", note(receiver), mutualSince);
    }
  }
  const askers = rng
    .shuffle([...followRows.values()])
    .map((row) => [personById(row.follower_id), personById(row.following_id)] as const)
    .filter(([from, to]) => free(from) && free(to) && !connectionRows.has(pairKey(from.id, to.id)));
  let pending = 0;
  for (const [from, to] of askers) {
    if (pending >= OTHER_PENDING) break;
    if (connectionRows.has(pairKey(from.id, to.id))) continue;
    const message = rng.chance(0.7) ? rng.pick(connectionNotes)(firstName(to)) : null;
    connect(from, to, "pending", message, signedUpBoth(from, to));
    pending++;
  }

  // 5. Work, study and skills; connections vouch for the skills.
  const details = buildDetails(base, rng, people, [...connectionRows.values()]);

  const counts = new Map<string, GraphCounts>(
    people.map((p) => [p.id, { follower_count: 0, following_count: 0, connections_count: 0 }]),
  );
  const countsOf = (id: string) => counts.get(id) as GraphCounts;
  for (const row of followRows.values()) {
    countsOf(row.follower_id).following_count++;
    countsOf(row.following_id).follower_count++;
  }
  for (const row of connectionRows.values()) {
    if (row.status !== "accepted") continue;
    countsOf(row.sender_id).connections_count++;
    countsOf(row.receiver_id).connections_count++;
  }
  return {
    follows: [...followRows.values()],
    connections: [...connectionRows.values()],
    ...details,
    counts,
  };
}
