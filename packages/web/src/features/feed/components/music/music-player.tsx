import type { MusicTrack } from "@saheli/core/contracts/music";
import { embedUrl, type PlayerState, playerStateOf, YOUTUBE_EMBED_ORIGIN } from "@saheli/core/music";
import { useEffect, useRef, useState } from "react";
import { useFeedT } from "@/features/feed/i18n";

/** The player must answer within this, or playing failed. */
const READY_WITHIN_MS = 15_000;

type Props = {
  track: MusicTrack;
  /** What to say when the player cannot start, and when playback fails (the spec's words differ by place). */
  messages: { failed: string; playback: string };
  onState?: (state: PlayerState) => void;
};

const send = (frame: HTMLIFrameElement | null, message: Record<string, unknown>) =>
  frame?.contentWindow?.postMessage(
    JSON.stringify({ ...message, id: 1, channel: "widget" }),
    YOUTUBE_EMBED_ORIGIN,
  );

/**
 * The video service's embedded player, loaded only when she pressed play (no contact with it before), spoken to
 * through its postMessage protocol: her volume on ready, and its states (playing, paused, ended, error) back.
 */
export function MusicPlayer({ track, messages, onState }: Props) {
  const frame = useRef<HTMLIFrameElement>(null);
  const { t } = useFeedT();
  const [state, setState] = useState<PlayerState>("loading");
  const [error, setError] = useState<string | null>(null);
  const volume = useRef(track.volume);
  volume.current = track.volume;
  const report = useRef(onState);
  report.current = onState;

  useEffect(() => {
    let ready = false;
    const change = (next: PlayerState) => {
      setState(next);
      report.current?.(next);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== YOUTUBE_EMBED_ORIGIN || event.source !== frame.current?.contentWindow) return;
      let data: { event?: string; info?: unknown };
      try {
        data = typeof event.data === "string" ? JSON.parse(event.data) : event.data;
      } catch {
        return;
      }
      if (data.event === "onReady" || (data.event === "initialDelivery" && !ready)) {
        ready = true;
        send(frame.current, { event: "command", func: "setVolume", args: [volume.current] });
      }
      const code =
        data.event === "onStateChange"
          ? Number(data.info)
          : data.event === "infoDelivery" && typeof data.info === "object" && data.info
            ? Number((data.info as { playerState?: number }).playerState ?? Number.NaN)
            : Number.NaN;
      const next = Number.isNaN(code) ? null : playerStateOf(code);
      if (next) change(next);
      if (data.event === "onError") {
        setError(messages.playback);
        change("error");
      }
    };
    window.addEventListener("message", onMessage);
    const timer = setTimeout(() => {
      if (ready) return;
      setError(messages.failed);
      change("error");
    }, READY_WITHIN_MS);
    return () => {
      window.removeEventListener("message", onMessage);
      clearTimeout(timer);
    };
  }, [messages.failed, messages.playback]);

  // Volume changes while it plays reach the player at once.
  useEffect(() => {
    send(frame.current, { event: "command", func: "setVolume", args: [track.volume] });
  }, [track.volume]);

  return (
    <div className="grid gap-1">
      <iframe
        ref={frame}
        title={t("music.player", { title: track.title })}
        src={embedUrl(track.video_id, track.start_seconds, window.location.origin)}
        allow="autoplay; encrypted-media; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        onLoad={() => send(frame.current, { event: "listening" })}
        className="aspect-video w-full rounded-lg bg-black"
      />
      <p aria-live="polite" className="text-muted-foreground text-xs">
        {state === "loading" && t("music.loadingPlayer")}
        {state === "playing" && t("music.playing")}
        {state === "paused" && t("music.paused")}
        {state === "ended" && t("music.ended")}
      </p>
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
