import type { Episode, Live } from "@saheli/core/contracts/radio";
import { RadioLimits } from "@saheli/core/radio";
import { useSyncExternalStore } from "react";
import { api } from "@/lib/api-client";
import { i18n } from "@/lib/i18n/i18n";
import { fetchLive } from "../api/radio";
import "../i18n";

/** What the one player of the app is playing: an episode (seekable), the live broadcast, or the station. */
export type Track =
  | { kind: "episode"; episode: Episode }
  | { kind: "live"; episode: Episode; live: Live }
  | { kind: "station"; url: string; siteUrl: string | null };

export type PlayerState = {
  track: Track | null;
  playing: boolean;
  /** Seconds. */
  position: number;
  duration: number;
  volume: number;
  muted: boolean;
  loading: boolean;
  error: string | null;
};

/** The player's two troubles in her language (it lives outside React, so it asks i18n when they happen). */
const NOTHING_ON_AIR = () => i18n.t("radio:player.nothingOnAir");
const CANNOT_PLAY = () => i18n.t("radio:player.cannotPlay");
/** Live players further than this from the shared position are moved back to it. */
const DRIFT_S = 2;

let state: PlayerState = {
  track: null,
  playing: false,
  position: 0,
  duration: 0,
  volume: 1,
  muted: false,
  loading: false,
  error: null,
};
const listeners = new Set<() => void>();
function set(patch: Partial<PlayerState>) {
  state = { ...state, ...patch };
  for (const listener of listeners) listener();
}

let element: HTMLAudioElement | null = null;
/** The one audio element, outside React, so it keeps playing whatever the router renders. */
function audio(): HTMLAudioElement {
  if (element) return element;
  const el = document.createElement("audio");
  el.preload = "auto";
  el.dataset.radioPlayer = "";
  el.addEventListener("play", () => set({ playing: true, error: null }));
  el.addEventListener("pause", () => set({ playing: false }));
  el.addEventListener("waiting", () => set({ loading: true }));
  el.addEventListener("playing", () => set({ loading: false }));
  el.addEventListener("canplay", () => set({ loading: false }));
  el.addEventListener("timeupdate", () => set({ position: el.currentTime }));
  el.addEventListener("durationchange", () =>
    set({ duration: Number.isFinite(el.duration) ? el.duration : 0 }),
  );
  el.addEventListener("volumechange", () => set({ volume: el.volume, muted: el.muted }));
  el.addEventListener("error", () => {
    if (el.getAttribute("src")) set({ error: CANNOT_PLAY(), loading: false, playing: false });
  });
  el.addEventListener("ended", () => {
    if (state.track?.kind === "live") void tuneLive();
  });
  document.body.append(el);
  element = el;
  return el;
}

// Live listening: a heartbeat counts her among the listeners; a resync keeps her on the shared position.
const listenerId = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : "";
let heartbeat: ReturnType<typeof setInterval> | undefined;
let resync: ReturnType<typeof setInterval> | undefined;
/** Where the shared position was, by this page's clock: position_ms at performance.now() `at`. */
let anchor = { at: 0, positionMs: 0 };

function stopLiveTimers(tellServer: boolean) {
  clearInterval(heartbeat);
  clearInterval(resync);
  heartbeat = undefined;
  resync = undefined;
  if (tellServer && listenerId)
    void api.delete(`/api/radio/live/listeners/${listenerId}`).catch(() => undefined);
}

function sayListening() {
  if (listenerId)
    void api.post("/api/radio/live/listeners", { listener_id: listenerId }).catch(() => undefined);
}

const expectedSeconds = () => (anchor.positionMs + (performance.now() - anchor.at)) / 1000;

async function tuneLive() {
  const el = audio();
  set({ loading: true, error: null });
  const sent = performance.now();
  let live: Live;
  try {
    live = await fetchLive();
  } catch {
    set({ loading: false, error: CANNOT_PLAY() });
    return;
  }
  const latency = (performance.now() - sent) / 2;
  if (live.mode === "episode" && live.slot && live.position_ms !== null) {
    anchor = { at: performance.now() - latency, positionMs: live.position_ms };
    const episode = live.slot.episode;
    const same =
      state.track?.kind === "live" && state.track.episode.id === episode.id && el.getAttribute("src");
    set({ track: { kind: "live", episode, live } });
    if (!same) {
      el.src = episode.audio_url;
      el.addEventListener("loadedmetadata", () => (el.currentTime = expectedSeconds()), { once: true });
    } else if (Math.abs(el.currentTime - expectedSeconds()) > DRIFT_S) {
      el.currentTime = expectedSeconds();
    }
  } else if (live.mode === "station" && live.station_url) {
    set({ track: { kind: "station", url: live.station_url, siteUrl: live.station_site_url } });
    if (el.getAttribute("src") !== live.station_url) el.src = live.station_url;
  } else {
    stop();
    set({ error: NOTHING_ON_AIR() });
    return;
  }
  try {
    await el.play();
  } catch {
    set({ playing: false });
  }
  set({ loading: false });
  if (!heartbeat) {
    sayListening();
    heartbeat = setInterval(sayListening, RadioLimits.listenerHeartbeatMs);
    resync = setInterval(() => void tuneLive(), 30_000);
  }
}

/** Plays an episode from the start (or where it was, if it is the one loaded). */
export async function playEpisode(episode: Episode) {
  const el = audio();
  if (state.track?.kind === "live" || state.track?.kind === "station") stopLiveTimers(true);
  if (state.track?.kind !== "episode" || state.track.episode.id !== episode.id) {
    set({
      track: { kind: "episode", episode },
      position: 0,
      duration: episode.duration_ms / 1000,
      error: null,
    });
    el.src = episode.audio_url;
  }
  try {
    await el.play();
  } catch {
    set({ playing: false });
  }
}

/** Joins the live broadcast (or the station when nothing is scheduled). */
export function playLive() {
  if (state.track?.kind === "episode") audio().pause();
  return tuneLive();
}

export function togglePlay() {
  const el = audio();
  if (!state.track) return;
  if (el.paused) {
    if (state.track.kind === "episode") void el.play().catch(() => undefined);
    else void tuneLive();
  } else {
    el.pause();
  }
}

/** Episodes only: live has one position for everyone. */
export function seek(seconds: number) {
  if (state.track?.kind !== "episode") return;
  const el = audio();
  el.currentTime = Math.max(0, Math.min(seconds, state.duration || seconds));
}

export function setVolume(volume: number) {
  const el = audio();
  el.volume = Math.max(0, Math.min(1, volume));
  if (el.volume > 0) el.muted = false;
}

export function toggleMute() {
  const el = audio();
  el.muted = !el.muted;
}

export function stop() {
  stopLiveTimers(state.track?.kind === "live" || state.track?.kind === "station");
  if (element) {
    element.pause();
    element.removeAttribute("src");
    element.load();
  }
  set({ track: null, playing: false, position: 0, duration: 0, loading: false });
}

export function usePlayer(): PlayerState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}
