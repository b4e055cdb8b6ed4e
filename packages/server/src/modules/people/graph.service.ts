import type { GraphChange, RelationView } from "@saheli/core/contracts/people";
import { AppErrorCode } from "@saheli/core/errors";
import { type ConnectionState, deriveRelation, PeopleMessages } from "@saheli/core/people";
import type { Db, Executor } from "../../db/connect.js";
import { countsOf, findActivePerson } from "../../db/fragments/person.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import {
  acceptConnection,
  deleteBlock,
  deleteConnection,
  deleteFollow,
  findConnection,
  findConnectionBetween,
  insertBlock,
  insertConnectionRequest,
  insertFollow,
  isBlockedEitherWay,
  type PairFacts,
  pairFacts,
  removeFromGraph,
} from "./graph.queries.js";

export type GraphServiceDeps = { db: Db; clock: Clock };

const conflict = (message: string) => new AppError(AppErrorCode.CONFLICT, 409, message);

export function relationView(viewerId: string, facts: PairFacts): RelationView {
  const row = facts.connection;
  const connection: ConnectionState = !row
    ? "none"
    : row.status === "accepted"
      ? "connected"
      : row.sender_id === viewerId
        ? "pending_sent"
        : "pending_received";
  return {
    ...deriveRelation({ connection, following: facts.following, followed_by: facts.followed_by }),
    connection,
    connection_id: row?.id ?? null,
    following: facts.following,
    followed_by: facts.followed_by,
    blocked_by_me: facts.blocked_by_me,
  };
}

/** Follows, connections and blocks between two people (decision 005). */
export function graphService({ db, clock }: GraphServiceDeps) {
  async function requirePerson(id: string) {
    const person = await findActivePerson(db, id);
    if (!person) throw AppError.notFound("Profile not found");
    return person;
  }

  /** The other person must exist and neither may have blocked the other. */
  async function requireReachable(viewerId: string, otherId: string, self: string) {
    if (viewerId === otherId) throw AppError.badRequest(self);
    await requirePerson(otherId);
    if (await isBlockedEitherWay(db, viewerId, otherId)) throw AppError.forbidden(PeopleMessages.blocked);
  }

  /** The viewer's relation to the other person, and whether that person has blocked her. */
  async function standingWith(viewerId: string, otherId: string) {
    const facts = (await pairFacts(db, viewerId, [otherId])).get(otherId)!;
    return { relation: relationView(viewerId, facts), blockedMe: facts.blocked_me };
  }

  async function relationWith(viewerId: string, otherId: string) {
    return (await standingWith(viewerId, otherId)).relation;
  }

  async function change(viewerId: string, otherId: string): Promise<GraphChange> {
    const [relation, person, me] = await Promise.all([
      relationWith(viewerId, otherId),
      countsOf(db, otherId),
      countsOf(db, viewerId),
    ]);
    return { relation, person: { id: otherId, ...person }, me };
  }

  async function follow(viewerId: string, otherId: string) {
    await requireReachable(viewerId, otherId, PeopleMessages.cannotFollowSelf);
    const added = await db.transaction((tx) => insertFollow(tx, viewerId, otherId));
    if (!added) throw conflict(PeopleMessages.alreadyFollowing);
    return change(viewerId, otherId);
  }

  async function unfollow(viewerId: string, otherId: string) {
    const removed = await db.transaction((tx) => deleteFollow(tx, viewerId, otherId));
    if (!removed) throw conflict(PeopleMessages.notFollowing);
    return change(viewerId, otherId);
  }

  /** The person followed drops a follower (doc 2 §4 "remove follower (receiver)"). */
  async function removeFollower(viewerId: string, followerId: string) {
    const removed = await db.transaction((tx) => deleteFollow(tx, followerId, viewerId));
    if (!removed) throw conflict(PeopleMessages.notAFollower);
    return change(viewerId, followerId);
  }

  async function requestConnection(viewerId: string, receiverId: string, message: string | null) {
    await requireReachable(viewerId, receiverId, PeopleMessages.cannotConnectSelf);
    const existing = await findConnectionBetween(db, viewerId, receiverId);
    if (existing) throw conflict(existingMessage(existing, viewerId));
    const row = await db.transaction((tx) =>
      insertConnectionRequest(tx, {
        sender_id: viewerId,
        receiver_id: receiverId,
        message,
        now: clock.now(),
      }),
    );
    if (!row) {
      // Another request for the pair landed between the check and the insert.
      const raced = await findConnectionBetween(db, viewerId, receiverId);
      throw conflict(raced ? existingMessage(raced, viewerId) : PeopleMessages.requestAlreadySent);
    }
    return change(viewerId, receiverId);
  }

  /** Loads a connection the viewer is part of; anyone else is refused. */
  async function ownConnection(viewerId: string, id: string) {
    const row = await findConnection(db, id);
    if (!row) throw AppError.notFound(PeopleMessages.requestNotFound);
    if (row.sender_id !== viewerId && row.receiver_id !== viewerId) {
      throw AppError.forbidden(PeopleMessages.notYourConnection);
    }
    return row;
  }

  async function accept(viewerId: string, id: string) {
    const row = await ownConnection(viewerId, id);
    if (row.receiver_id !== viewerId) throw AppError.forbidden(PeopleMessages.receiverOnly);
    if (row.status !== "pending") throw conflict(PeopleMessages.alreadyFollowing);
    const accepted = await db.transaction(async (tx) => {
      const updated = await acceptConnection(tx, id, viewerId, clock.now());
      if (!updated) return undefined;
      // Connecting means following each other (decision 005).
      await insertFollow(tx, updated.sender_id, updated.receiver_id);
      await insertFollow(tx, updated.receiver_id, updated.sender_id);
      return updated;
    });
    if (!accepted) throw AppError.notFound(PeopleMessages.requestNotFound);
    return change(viewerId, row.sender_id);
  }

  async function reject(viewerId: string, id: string) {
    const row = await ownConnection(viewerId, id);
    if (row.receiver_id !== viewerId) throw AppError.forbidden(PeopleMessages.receiverOnly);
    if (row.status !== "pending") throw AppError.notFound(PeopleMessages.requestNotFound);
    await db.transaction((tx) => deleteConnection(tx, { id }));
    return change(viewerId, row.sender_id);
  }

  /** Withdraw a pending request (its sender) or remove a connection (either person). */
  async function remove(viewerId: string, id: string) {
    const row = await ownConnection(viewerId, id);
    if (row.status === "pending" && row.sender_id !== viewerId) {
      throw AppError.forbidden(PeopleMessages.senderOnly);
    }
    await db.transaction((tx) => deleteConnection(tx, { id }));
    return change(viewerId, row.sender_id === viewerId ? row.receiver_id : row.sender_id);
  }

  /** Blocking ends every follow and connection between the two, in the same transaction. */
  async function block(viewerId: string, otherId: string) {
    if (viewerId === otherId) throw AppError.badRequest(PeopleMessages.cannotBlockSelf);
    await requirePerson(otherId);
    await db.transaction(async (tx) => {
      await insertBlock(tx, viewerId, otherId, clock.now());
      await deleteFollow(tx, viewerId, otherId);
      await deleteFollow(tx, otherId, viewerId);
      await deleteConnection(tx, { between: [viewerId, otherId] });
    });
    return change(viewerId, otherId);
  }

  async function unblock(viewerId: string, otherId: string) {
    if (!(await deleteBlock(db, viewerId, otherId))) throw AppError.notFound(PeopleMessages.notBlocked);
    return change(viewerId, otherId);
  }

  return {
    follow,
    unfollow,
    removeFollower,
    requestConnection,
    accept,
    reject,
    remove,
    block,
    unblock,
    standingWith,
    isBlockedEitherWay: (a: string, b: string) => isBlockedEitherWay(db, a, b),
    /** Inside the caller's transaction (an account purge): she leaves every follow, connection and block. */
    leaveEveryone: (tx: Executor, userId: string) => removeFromGraph(tx, userId),
  };
}

export type GraphService = ReturnType<typeof graphService>;

function existingMessage(row: { status: string; sender_id: string }, viewerId: string) {
  if (row.status === "accepted") return PeopleMessages.alreadyFollowing;
  return row.sender_id === viewerId
    ? PeopleMessages.requestAlreadySent
    : PeopleMessages.requestAlreadyReceived;
}
