/** People graph rules: follows, connections, blocks, discovery (doc 2 §4, §5, §7; doc 3 §4, §5). */

export const PeopleMessages = {
  notAuthenticated: "User not authenticated",
  alreadyFollowing: "Already following this user",
  requestAlreadySent: "Follow request already sent",
  requestAlreadyReceived: "This person has already sent you a request. Accept it from My Network.",
  notFollowing: "You are not following this user",
  notAFollower: "This person does not follow you",
  requestNotFound: "Connection request not found",
  connectionNotFound: "Connection not found",
  receiverOnly: "Only the person who received this request can do that",
  senderOnly: "Only the person who sent this request can do that",
  notYourConnection: "You are not part of this connection",
  cannotFollowSelf: "You cannot follow yourself",
  cannotConnectSelf: "You cannot connect with yourself",
  cannotBlockSelf: "You cannot block yourself",
  cannotReportSelf: "You cannot report yourself",
  blocked: "You can't interact with this person",
  notBlocked: "This person is not blocked",
  reportReceived: "Thank you. Our team will review this profile.",
  alreadyReported: "You have already reported this profile. Our team is reviewing it.",
  messageTooLong: "Message must be 300 characters or fewer",
  followFailed: "Something went wrong. Please try again.",
} as const;

/** Doc 2 §7 "Discovery behaviour": default list sizes. */
export const DiscoveryLimits = {
  suggestions: 10,
  verified: 12,
  business: 12,
  trending: 12,
  byLocation: 12,
  search: 20,
  profileViews: 10,
  skillSearch: 10,
  /** Trending means more than this many followers. */
  trendingFollowers: 10,
  searchMinChars: 2,
  pageMax: 50,
} as const;

export const CONNECTION_MESSAGE_MAX = 300;

export const PEOPLE_SORTS = ["newest", "followers", "name"] as const;
export type PeopleSort = (typeof PEOPLE_SORTS)[number];

/** Doc 2 §5: a search runs only with at least 2 characters after trimming; otherwise it has no results. */
export function searchableQuery(q: string | null | undefined): string | null {
  const text = (q ?? "").trim();
  return text.length >= DiscoveryLimits.searchMinChars ? text : null;
}

export const REPORT_REASONS = [
  "spam",
  "fake_profile",
  "harassment",
  "inappropriate_content",
  "impersonation",
  "scam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: "Spam",
  fake_profile: "Fake profile",
  harassment: "Harassment or bullying",
  inappropriate_content: "Inappropriate content",
  impersonation: "Pretending to be someone else",
  scam: "Scam or fraud",
  other: "Something else",
};
export const REPORT_DETAILS_MAX = 1000;

export type ConnectionState = "none" | "pending_sent" | "pending_received" | "connected";

/** Doc 2 §4: the relation a viewer has with a person, as the spec names it. */
export type Relation = "following" | "pending_sent" | "pending_received" | "none";

export type GraphFacts = {
  connection: ConnectionState;
  /** The viewer follows the person. */
  following: boolean;
  /** The person follows the viewer. */
  followed_by: boolean;
};

/**
 * Pending requests come first (only the two people see them); then following; else none.
 * `mutual` is following and also a follower.
 */
export function deriveRelation(facts: GraphFacts): { relation: Relation; mutual: boolean } {
  const mutual = facts.following && facts.followed_by;
  if (facts.connection === "pending_sent" || facts.connection === "pending_received") {
    return { relation: facts.connection, mutual };
  }
  return { relation: facts.following ? "following" : "none", mutual };
}

/** The Connect button's label for a connection state (doc 3 §2.1: Connect / Connected). */
export function connectLabel(state: ConnectionState): string {
  switch (state) {
    case "connected":
      return "Connected";
    case "pending_sent":
      return "Pending";
    case "pending_received":
      return "Accept";
    default:
      return "Connect";
  }
}
