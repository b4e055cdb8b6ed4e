/** One-to-one voice calls (issue 23 §5): who may call whom, how a call moves, and how its history reads. */

export const CALL_STATUSES = ["ringing", "answered", "declined", "missed", "ended", "failed"] as const;
export type CallStatus = (typeof CALL_STATUSES)[number];

/** A call still holding both people: a second call to or from either of them is refused (busy). */
export const ACTIVE_CALL_STATUSES = ["ringing", "answered"] as const satisfies readonly CallStatus[];

export function isActiveCall(status: CallStatus): boolean {
  return (ACTIVE_CALL_STATUSES as readonly CallStatus[]).includes(status);
}

/**
 * What a party does to a call. `cancel` is the caller hanging up before an answer (she is told she missed it),
 * `timeout` is nobody answering within the ring time, `fail` is the media never connecting or a party's
 * connection to Saheli going away.
 */
export const CALL_ACTIONS = ["accept", "decline", "cancel", "hangup", "timeout", "fail"] as const;
export type CallAction = (typeof CALL_ACTIONS)[number];

export type CallRole = "caller" | "callee" | "system";

const MOVES: Record<CallAction, { from: CallStatus; to: CallStatus; by: CallRole[] }[]> = {
  accept: [{ from: "ringing", to: "answered", by: ["callee"] }],
  decline: [{ from: "ringing", to: "declined", by: ["callee"] }],
  cancel: [{ from: "ringing", to: "missed", by: ["caller"] }],
  hangup: [
    { from: "answered", to: "ended", by: ["caller", "callee"] },
    // Hanging up before an answer: the caller cancels, the callee declines.
    { from: "ringing", to: "missed", by: ["caller"] },
    { from: "ringing", to: "declined", by: ["callee"] },
  ],
  timeout: [{ from: "ringing", to: "missed", by: ["system"] }],
  fail: [
    { from: "ringing", to: "failed", by: ["caller", "callee", "system"] },
    { from: "answered", to: "ended", by: ["caller", "callee", "system"] },
  ],
};

/** The status a call moves to when `role` does `action`, or null when that move is not hers to make now. */
export function nextCallStatus(current: CallStatus, action: CallAction, role: CallRole): CallStatus | null {
  const move = MOVES[action].find((m) => m.from === current && m.by.includes(role));
  return move ? move.to : null;
}

export const CallLimits = {
  /** Ringing this long without an answer is a missed call. */
  ringTimeoutMs: 30_000,
  /** An answered call older than this is over whatever happened to the two browsers (a node lost mid-call). */
  answeredMaxMs: 6 * 60 * 60_000,
  /** A session description of an audio call is about 1.5 kB; the realtime frame carrying it is at most 4 kB. */
  sdpMax: 3500,
  candidateMax: 1000,
  historyMax: 100,
} as const;

/** Whether a ringing call began long enough ago to count as missed. */
export function ringingExpired(createdAt: Date | string, now: Date): boolean {
  return now.getTime() - new Date(createdAt).getTime() >= CallLimits.ringTimeoutMs;
}

/** Why a call may not start; null when it may. Checked on the server with facts read in one transaction. */
export type CallRefusal =
  | "self"
  | "notVerified"
  | "calleeNotVerified"
  | "notConnected"
  | "blocked"
  | "youAreBusy"
  | "busy";

export function callRefusal(facts: {
  callerId: string;
  calleeId: string;
  callerVerified: boolean;
  calleeVerified: boolean;
  connected: boolean;
  blocked: boolean;
  callerBusy: boolean;
  calleeBusy: boolean;
}): CallRefusal | null {
  if (facts.callerId === facts.calleeId) return "self";
  if (!facts.callerVerified) return "notVerified";
  // A block reads as "not connected" to the one blocked: she is not told she was blocked.
  if (facts.blocked) return "blocked";
  if (!facts.connected) return "notConnected";
  if (!facts.calleeVerified) return "calleeNotVerified";
  if (facts.callerBusy) return "youAreBusy";
  if (facts.calleeBusy) return "busy";
  return null;
}

export const CallMessages = {
  self: "You can't call yourself",
  notVerified: "Only verified members can make calls",
  calleeNotVerified: "This member can't take calls until she is verified",
  notConnected: "You can call only the people you are connected with",
  blocked: "You can call only the people you are connected with",
  youAreBusy: "You are already on a call",
  busy: "She is on another call. Try again later.",
  noCall: "Call not found",
  over: "This call has already ended",
  notYours: "This call can't be changed by you",
  microphone: "Saheli needs your microphone for calls. Allow it in your browser's settings and try again.",
  noWebRtc: "This browser can't make calls",
  connectionLost: "The call was lost",
  missedTitle: "Missed call",
  empty: "No calls yet",
  emptyHint: "Call a connection from your conversation with her.",
} as const satisfies Record<CallRefusal | string, string>;

export type CallDirection = "incoming" | "outgoing" | "missed";

/** How her history shows a call: a call to her that she never answered is missed; otherwise by who called. */
export function callDirection(call: { caller_id: string; status: CallStatus }, me: string): CallDirection {
  if (call.caller_id === me) return "outgoing";
  return call.status === "missed" || call.status === "failed" ? "missed" : "incoming";
}

/** Whole seconds between the answer and the end; null for a call never answered. */
export function callDurationSeconds(
  call: { answered_at: string | Date | null; ended_at: string | Date | null },
  now: Date = new Date(),
): number | null {
  if (!call.answered_at) return null;
  const end = call.ended_at ? new Date(call.ended_at) : now;
  return Math.max(0, Math.floor((end.getTime() - new Date(call.answered_at).getTime()) / 1000));
}

/** 0:07, 4:05, 1:02:03 — the in-call timer and the history's durations. */
export function formatCallDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, "0");
  return h > 0 ? `${h}:${String(m).padStart(2, "0")}:${rest}` : `${m}:${rest}`;
}

/** The words of a history row's status: "Missed call", "Declined", "Outgoing call · 4:05". */
export function callSummary(
  call: { caller_id: string; status: CallStatus; answered_at: string | null; ended_at: string | null },
  me: string,
): string {
  const direction = callDirection(call, me);
  if (direction === "missed") return "Missed call";
  if (call.status === "declined") return direction === "outgoing" ? "Declined" : "You declined";
  if (call.status === "missed") return "No answer";
  if (call.status === "failed") return "Call failed";
  const seconds = callDurationSeconds(call);
  const label = direction === "outgoing" ? "Outgoing call" : "Incoming call";
  return seconds === null || call.status === "ringing" ? label : `${label} · ${formatCallDuration(seconds)}`;
}

/** The missed-call notice: "Asha Rao called you". */
export function missedCallMessage(callerName: string | null): string {
  return `${callerName?.trim() || "A member"} called you`;
}
