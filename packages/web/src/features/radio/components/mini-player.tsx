import { formatDuration } from "@saheli/core/radio";
import { Pause, Play, Radio, Volume2, VolumeX, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { cn } from "@/lib/cn";
import { useRadioT } from "../i18n";
import { seek, setVolume, stop, toggleMute, togglePlay, usePlayer } from "../player/radio-player";

/**
 * The player that keeps playing while she moves around the app: above the phone's bottom bar, a compact bar at the
 * foot of a large screen. Mounted once in the root layout; shown while something is loaded.
 */
export function MiniPlayer({ aboveBottomBar }: { aboveBottomBar: boolean }) {
  const { t } = useRadioT();
  const player = usePlayer();
  const { track } = player;
  if (!track) return null;
  const title = track.kind === "station" ? t("player.station") : track.episode.title;
  const subtitle = track.kind === "station" ? t("player.liveStream") : track.episode.show_title;
  const position = t("player.position", {
    position: formatDuration(player.position * 1000),
    duration: formatDuration(player.duration * 1000),
  });
  const live = track.kind !== "episode";
  const href =
    track.kind === "station" || track.kind === "live"
      ? "/radio/live"
      : `/radio/shows/${track.episode.show_slug}`;
  const cover = track.kind === "station" ? null : track.episode.cover_url;
  return (
    <>
      <div aria-hidden className="h-16" />
      <section
        aria-label={t("player.region")}
        className={cn(
          "fixed inset-x-0 z-40 border-border border-t bg-card/95 shadow-lg backdrop-blur supports-[backdrop-filter]:bg-card/85",
          aboveBottomBar ? "bottom-[calc(4.5rem+env(safe-area-inset-bottom))] lg:bottom-0" : "bottom-0",
        )}
      >
        {track.kind === "episode" && (
          <input
            type="range"
            aria-label={t("player.seek")}
            aria-valuetext={position}
            min={0}
            max={Math.max(1, Math.floor(player.duration))}
            step={1}
            value={Math.floor(player.position)}
            onChange={(event) => seek(Number(event.target.value))}
            className="absolute inset-x-0 -top-1.5 h-1.5 w-full accent-primary sm:hidden"
          />
        )}
        {/* The support assistant's round button floats at the bottom right: the controls stay clear of it. */}
        <div className="mx-auto flex max-w-7xl items-center gap-2 py-2 pr-20 pl-3 sm:gap-3 sm:pl-6">
          <Link
            to={href}
            className="flex min-w-0 flex-1 items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-ring lg:flex-none lg:basis-72"
          >
            {cover ? (
              <img src={cover} alt="" className="size-10 shrink-0 rounded-md object-cover" />
            ) : (
              <span className="grid size-10 shrink-0 place-items-center rounded-md bg-primary-soft text-primary">
                <Radio aria-hidden className="size-5" />
              </span>
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium text-sm">{title}</span>
              <span className="flex items-center gap-1.5 truncate text-muted-foreground text-xs">
                {live && (
                  <span className="rounded bg-destructive px-1 font-semibold text-[10px] text-destructive-foreground uppercase">
                    {t("player.live")}
                  </span>
                )}
                <span className="truncate">{player.error ?? subtitle}</span>
              </span>
            </span>
          </Link>
          <Button
            size="icon"
            variant="primary"
            aria-label={player.playing ? t("player.pause") : t("player.play")}
            onClick={togglePlay}
            className="shrink-0 rounded-full"
          >
            {player.loading && player.playing ? (
              <Spinner size="sm" label={null} />
            ) : player.playing ? (
              <Pause aria-hidden />
            ) : (
              <Play aria-hidden />
            )}
          </Button>
          {track.kind === "episode" && (
            <div className="hidden min-w-0 flex-1 items-center gap-2 sm:flex">
              <span className="w-12 text-right text-muted-foreground text-xs tabular-nums">
                {formatDuration(player.position * 1000)}
              </span>
              <input
                type="range"
                aria-label={t("player.seek")}
                aria-valuetext={position}
                min={0}
                max={Math.max(1, Math.floor(player.duration))}
                step={1}
                value={Math.floor(player.position)}
                onChange={(event) => seek(Number(event.target.value))}
                className="h-1.5 min-w-0 flex-1 accent-primary"
              />
              <span className="w-12 text-muted-foreground text-xs tabular-nums">
                {formatDuration(player.duration * 1000)}
              </span>
            </div>
          )}
          {track.kind !== "episode" && <div className="hidden flex-1 sm:block" />}
          <Button
            size="icon"
            variant="ghost"
            aria-label={player.muted ? t("player.unmute") : t("player.mute")}
            onClick={toggleMute}
            className="shrink-0"
          >
            {player.muted || player.volume === 0 ? <VolumeX aria-hidden /> : <Volume2 aria-hidden />}
          </Button>
          <input
            type="range"
            aria-label={t("player.volume")}
            min={0}
            max={100}
            step={5}
            value={player.muted ? 0 : Math.round(player.volume * 100)}
            onChange={(event) => setVolume(Number(event.target.value) / 100)}
            className="hidden h-1.5 w-24 accent-primary md:block"
          />
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("player.close")}
            onClick={stop}
            className="shrink-0"
          >
            <X aria-hidden />
          </Button>
        </div>
      </section>
    </>
  );
}
