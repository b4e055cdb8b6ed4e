import { CallLimits, CallMessages, isActiveCall } from "@saheli/core/calls";
import type { Call, CallSignal } from "@saheli/core/contracts/calls";
import { SOMETHING_WENT_WRONG } from "@saheli/core/messages";
import { useSyncExternalStore } from "react";
import { isApiError } from "@/lib/api-client";
import { messageIn } from "@/lib/i18n/i18n";
import { type RealtimeDetail, realtime } from "@/lib/realtime";
import { callRequests } from "../api/calls";

/**
 * idle: no call. outgoing: she rang and waits. incoming: a call rings for her. connecting: answered, the audio
 * still finding its way. connected: they hear each other.
 */
export type CallPhase = "idle" | "outgoing" | "incoming" | "connecting" | "connected";

export type CallState = {
  phase: CallPhase;
  call: Call | null;
  muted: boolean;
  /** When the audio connected (ms since epoch), for the timer. */
  connectedAt: number | null;
  remoteStream: MediaStream | null;
};

const IDLE: CallState = { phase: "idle", call: null, muted: false, connectedAt: null, remoteStream: null };

/**
 * The one voice call of this tab (issue 23 §5): the server's call, the microphone and the RTCPeerConnection. The
 * caller offers once the callee has answered; offer, answer and ICE candidates go through the realtime gateway,
 * which passes them to the other party only. Any end (hers, the other's, the ring time, a lost connection) comes
 * back as a `call-updated` event and tears everything down.
 */
function createCallSession() {
  let state: CallState = IDLE;
  let me: string | null = null;
  let peer: RTCPeerConnection | null = null;
  let microphone: MediaStream | null = null;
  let pendingCandidates: RTCIceCandidateInit[] = [];
  let ringTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();
  const endListeners = new Set<(call: Call, byMe: boolean) => void>();

  function set(next: Partial<CallState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function teardown() {
    clearTimeout(ringTimer);
    peer?.close();
    peer = null;
    for (const track of microphone?.getTracks() ?? []) track.stop();
    microphone = null;
    pendingCandidates = [];
    (globalThis as { __callConnection?: RTCPeerConnection | null }).__callConnection = null;
    set(IDLE);
  }

  async function openMicrophone() {
    if (typeof RTCPeerConnection === "undefined" || !navigator.mediaDevices?.getUserMedia) {
      throw new CallProblem(messageIn(CallMessages.noWebRtc));
    }
    try {
      microphone = await navigator.mediaDevices.getUserMedia({ audio: true, video: false });
    } catch {
      throw new CallProblem(messageIn(CallMessages.microphone));
    }
  }

  async function openPeer(call: Call) {
    const { ice_servers } = await callRequests.iceServers().catch(() => ({ ice_servers: [] }));
    const connection = new RTCPeerConnection({ iceServers: ice_servers });
    peer = connection;
    // Journeys read the connection's state; nothing else does.
    (globalThis as { __callConnection?: RTCPeerConnection | null }).__callConnection = connection;
    for (const track of microphone?.getTracks() ?? []) connection.addTrack(track, microphone!);
    connection.onicecandidate = (event) => {
      if (event.candidate) signal(call.id, { kind: "ice", candidate: candidateOf(event.candidate) });
    };
    connection.ontrack = (event) => {
      set({ remoteStream: event.streams[0] ?? new MediaStream([event.track]) });
    };
    connection.onconnectionstatechange = () => {
      if (peer !== connection) return;
      if (connection.connectionState === "connected" && state.phase !== "connected") {
        set({ phase: "connected", connectedAt: Date.now() });
      } else if (connection.connectionState === "failed") {
        void hangUp();
      }
    };
    return connection;
  }

  function signal(callId: string, body: CallSignal) {
    realtime.callSignal(callId, body);
  }

  async function onUpdated({ data }: RealtimeDetail<"call-updated">) {
    const { call } = data;
    if (!me) return;
    if (state.call && state.call.id !== call.id) return;
    if (!state.call) {
      // A call ringing for her, while this tab has none.
      if (call.status === "ringing" && call.callee.id === me) {
        set({ phase: "incoming", call });
        ringTimer = setTimeout(() => void checkStillRinging(call.id), CallLimits.ringTimeoutMs + 2000);
      }
      return;
    }
    if (!isActiveCall(call.status)) {
      const ended = call;
      teardown();
      for (const listener of endListeners) listener(ended, false);
      return;
    }
    if (call.status === "answered" && state.phase === "outgoing") {
      clearTimeout(ringTimer);
      set({ phase: "connecting", call });
      const connection = await openPeer(call);
      const offer = await connection.createOffer();
      await connection.setLocalDescription(offer);
      signal(call.id, { kind: "offer", sdp: offer.sdp ?? "" });
    } else if (call.status === "answered" && state.phase === "incoming") {
      // She answered in another tab or on another device: this one stops ringing.
      teardown();
    }
  }

  async function onSignal({ data }: RealtimeDetail<"call-signal">) {
    const connection = peer;
    if (!connection || state.call?.id !== data.call_id) return;
    const { signal: incoming } = data;
    if (incoming.kind === "offer") {
      await connection.setRemoteDescription({ type: "offer", sdp: incoming.sdp });
      await flushCandidates(connection);
      const answer = await connection.createAnswer();
      await connection.setLocalDescription(answer);
      signal(data.call_id, { kind: "answer", sdp: answer.sdp ?? "" });
    } else if (incoming.kind === "answer") {
      await connection.setRemoteDescription({ type: "answer", sdp: incoming.sdp });
      await flushCandidates(connection);
    } else if (connection.remoteDescription) {
      await connection.addIceCandidate(incoming.candidate);
    } else {
      pendingCandidates.push(incoming.candidate);
    }
  }

  async function flushCandidates(connection: RTCPeerConnection) {
    const waiting = pendingCandidates;
    pendingCandidates = [];
    for (const candidate of waiting) await connection.addIceCandidate(candidate);
  }

  /** The ring time passed without word from the server: ask it (the read ends a call rung too long). */
  async function checkStillRinging(callId: string) {
    if (state.call?.id !== callId || (state.phase !== "incoming" && state.phase !== "outgoing")) return;
    const call = await callRequests.get(callId).catch(() => null);
    if (state.call?.id !== callId) return;
    if (!call || !isActiveCall(call.status)) {
      teardown();
      if (call) for (const listener of endListeners) listener(call, false);
    }
  }

  async function start(calleeId: string) {
    if (state.phase !== "idle") throw new CallProblem(messageIn(CallMessages.youAreBusy));
    await openMicrophone();
    try {
      const call = await callRequests.start(calleeId);
      set({ phase: "outgoing", call });
      ringTimer = setTimeout(() => void checkStillRinging(call.id), CallLimits.ringTimeoutMs + 2000);
    } catch (error) {
      teardown();
      throw new CallProblem(messageOf(error));
    }
  }

  async function accept() {
    const call = state.call;
    if (!call || state.phase !== "incoming") return;
    clearTimeout(ringTimer);
    try {
      await openMicrophone();
      set({ phase: "connecting" });
      await openPeer(call);
      set({ call: await callRequests.accept(call.id) });
    } catch (error) {
      await callRequests.decline(call.id).catch(() => undefined);
      teardown();
      throw new CallProblem(messageOf(error));
    }
  }

  async function decline() {
    const call = state.call;
    if (!call) return;
    teardown();
    await callRequests.decline(call.id).catch(() => undefined);
  }

  async function hangUp() {
    const call = state.call;
    if (!call) return;
    teardown();
    const ended = await callRequests.end(call.id).catch(() => null);
    if (ended) for (const listener of endListeners) listener(ended, true);
  }

  function toggleMute() {
    const muted = !state.muted;
    for (const track of microphone?.getAudioTracks() ?? []) track.enabled = !muted;
    set({ muted });
  }

  /** Listens for her calls while she is signed in; returns the way to stop. */
  function attach(userId: string) {
    me = userId;
    const updated = (event: Event) =>
      void onUpdated((event as CustomEvent<RealtimeDetail<"call-updated">>).detail).catch(() => hangUp());
    const signalled = (event: Event) =>
      void onSignal((event as CustomEvent<RealtimeDetail<"call-signal">>).detail).catch(() => hangUp());
    window.addEventListener("realtime-call-updated", updated);
    window.addEventListener("realtime-call-signal", signalled);
    return () => {
      window.removeEventListener("realtime-call-updated", updated);
      window.removeEventListener("realtime-call-signal", signalled);
      if (state.call) void hangUp();
      me = null;
    };
  }

  return {
    attach,
    start,
    accept,
    decline,
    hangUp,
    toggleMute,
    get: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Told of every call of hers that ends (its final state), to refresh the history and say how it ended. */
    onEnded(listener: (call: Call, byMe: boolean) => void) {
      endListeners.add(listener);
      return () => void endListeners.delete(listener);
    },
  };
}

/** A reason she can read: the server's words, or ours. */
export class CallProblem extends Error {}

function messageOf(error: unknown): string {
  if (isApiError(error) || error instanceof CallProblem) return error.message;
  return SOMETHING_WENT_WRONG;
}

function candidateOf(candidate: RTCIceCandidate) {
  return { candidate: candidate.candidate, sdpMid: candidate.sdpMid, sdpMLineIndex: candidate.sdpMLineIndex };
}

export const callSession = createCallSession();

export function useCallState(): CallState {
  return useSyncExternalStore(callSession.subscribe, callSession.get, () => IDLE);
}
