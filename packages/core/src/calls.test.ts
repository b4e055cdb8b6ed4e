import { describe, expect, it } from "vitest";
import {
  CallLimits,
  callDirection,
  callDurationSeconds,
  callRefusal,
  callSummary,
  formatCallDuration,
  isActiveCall,
  missedCallMessage,
  nextCallStatus,
  ringingExpired,
} from "./calls";

const A = "00000000-0000-4000-8000-00000000000a";
const B = "00000000-0000-4000-8000-00000000000b";

describe("how a call moves", () => {
  it("lets only the callee accept or decline a ringing call", () => {
    expect(nextCallStatus("ringing", "accept", "callee")).toBe("answered");
    expect(nextCallStatus("ringing", "accept", "caller")).toBeNull();
    expect(nextCallStatus("ringing", "decline", "callee")).toBe("declined");
    expect(nextCallStatus("ringing", "decline", "caller")).toBeNull();
  });

  it("makes a call the caller gives up on, or nobody answers, a missed call", () => {
    expect(nextCallStatus("ringing", "cancel", "caller")).toBe("missed");
    expect(nextCallStatus("ringing", "hangup", "caller")).toBe("missed");
    expect(nextCallStatus("ringing", "hangup", "callee")).toBe("declined");
    expect(nextCallStatus("ringing", "timeout", "system")).toBe("missed");
    expect(nextCallStatus("ringing", "timeout", "caller")).toBeNull();
  });

  it("ends an answered call when either hangs up or a connection goes, and never moves a finished one", () => {
    expect(nextCallStatus("answered", "hangup", "caller")).toBe("ended");
    expect(nextCallStatus("answered", "hangup", "callee")).toBe("ended");
    expect(nextCallStatus("answered", "fail", "system")).toBe("ended");
    expect(nextCallStatus("ringing", "fail", "callee")).toBe("failed");
    for (const done of ["declined", "missed", "ended", "failed"] as const) {
      for (const action of ["accept", "decline", "cancel", "hangup", "timeout", "fail"] as const) {
        expect(nextCallStatus(done, action, "caller")).toBeNull();
        expect(nextCallStatus(done, action, "callee")).toBeNull();
      }
      expect(isActiveCall(done)).toBe(false);
    }
    expect(isActiveCall("ringing")).toBe(true);
    expect(isActiveCall("answered")).toBe(true);
  });

  it("counts ringing as missed after the ring time", () => {
    const start = new Date("2026-01-01T10:00:00Z");
    expect(ringingExpired(start, new Date(start.getTime() + CallLimits.ringTimeoutMs - 1))).toBe(false);
    expect(ringingExpired(start, new Date(start.getTime() + CallLimits.ringTimeoutMs))).toBe(true);
  });
});

describe("who may call whom", () => {
  const fine = {
    callerId: A,
    calleeId: B,
    callerVerified: true,
    calleeVerified: true,
    connected: true,
    blocked: false,
    callerBusy: false,
    calleeBusy: false,
  };

  it("allows two verified connections who are both free", () => {
    expect(callRefusal(fine)).toBeNull();
  });

  it("refuses herself, the unverified, strangers, blocks and busy people", () => {
    expect(callRefusal({ ...fine, calleeId: A })).toBe("self");
    expect(callRefusal({ ...fine, callerVerified: false })).toBe("notVerified");
    expect(callRefusal({ ...fine, connected: false })).toBe("notConnected");
    expect(callRefusal({ ...fine, blocked: true })).toBe("blocked");
    expect(callRefusal({ ...fine, calleeVerified: false })).toBe("calleeNotVerified");
    expect(callRefusal({ ...fine, callerBusy: true })).toBe("youAreBusy");
    expect(callRefusal({ ...fine, calleeBusy: true })).toBe("busy");
  });
});

describe("the call history", () => {
  const call = (over: Partial<Parameters<typeof callSummary>[0]>) => ({
    caller_id: A,
    status: "ended" as const,
    answered_at: "2026-01-01T10:00:00.000Z",
    ended_at: "2026-01-01T10:04:05.000Z",
    ...over,
  });

  it("reads each call from her side", () => {
    expect(callDirection(call({}), A)).toBe("outgoing");
    expect(callDirection(call({}), B)).toBe("incoming");
    expect(callDirection(call({ status: "missed" }), B)).toBe("missed");
    expect(callSummary(call({}), A)).toBe("Outgoing call · 4:05");
    expect(callSummary(call({}), B)).toBe("Incoming call · 4:05");
    expect(callSummary(call({ status: "missed", answered_at: null }), B)).toBe("Missed call");
    expect(callSummary(call({ status: "missed", answered_at: null }), A)).toBe("No answer");
    expect(callSummary(call({ status: "declined", answered_at: null }), A)).toBe("Declined");
    expect(callSummary(call({ status: "declined", answered_at: null }), B)).toBe("You declined");
  });

  it("times calls from the answer", () => {
    expect(callDurationSeconds(call({}))).toBe(245);
    expect(callDurationSeconds(call({ answered_at: null }))).toBeNull();
    expect(formatCallDuration(7)).toBe("0:07");
    expect(formatCallDuration(3723)).toBe("1:02:03");
    expect(missedCallMessage("Asha Rao")).toBe("Asha Rao called you");
    expect(missedCallMessage(null)).toBe("A member called you");
  });
});
