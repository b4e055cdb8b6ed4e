import type { Live, Slot } from "@saheli/core/contracts/radio";
import { formatDuration } from "@saheli/core/radio";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Headphones, Pause, Play, Radio, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { type RealtimeDetail, useRealtimeEvent } from "@/lib/realtime";
import { useSession } from "@/lib/session/use-session";
import { radioKeys, useLive, useRemoveSlot, useSchedule } from "../api/radio";
import { LiveChat } from "../components/live-chat";
import { RadioFrame } from "../components/radio-frame";
import { useRadioT } from "../i18n";
import { slotTime, WEEKDAY_KEYS } from "../lib/radio-words";
import { playLive, togglePlay, usePlayer } from "../player/radio-player";

const when = (iso: string, locale: string) =>
  new Date(iso).toLocaleString(locale, {
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  });

/** /radio/live: what is on air (one position for everyone), the listener count, the weekly schedule, live chat. */
export function Component() {
  const { t } = useRadioT();
  const live = useLive();
  const queryClient = useQueryClient();
  useRealtimeEvent(
    "radio-listeners",
    useCallback(
      (detail: RealtimeDetail<"radio-listeners">) =>
        queryClient.setQueryData<Live>(
          radioKeys.live,
          (old) => old && { ...old, listeners: detail.data.listeners },
        ),
      [queryClient],
    ),
  );
  return (
    <RadioFrame title={t("live.title")}>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
          <QueryState
            query={live}
            loading={<Skeleton className="h-40 w-full rounded-2xl" />}
            errorTitle={t("live.error")}
          >
            {(data) => <OnAir live={data} />}
          </QueryState>
          <WeeklySchedule />
        </div>
        <LiveChat />
      </div>
    </RadioFrame>
  );
}

function OnAir({ live }: { live: Live }) {
  const { t } = useRadioT();
  const locale = useIntlLocale();
  const player = usePlayer();
  const tuned = player.track?.kind === "live" || player.track?.kind === "station";
  const playing = tuned && player.playing;
  const listen = () => (tuned ? togglePlay() : void playLive());
  const listeners = (
    <p className="flex items-center gap-1.5 text-muted-foreground text-sm" aria-live="polite">
      <Headphones aria-hidden className="size-4" /> {t("live.listeners", { count: live.listeners })}
    </p>
  );
  const button = (label: string) => (
    <Button size="lg" onClick={listen} aria-label={playing ? t("live.pauseLive") : label}>
      {playing ? <Pause aria-hidden /> : <Play aria-hidden />} {playing ? t("live.pause") : label}
    </Button>
  );
  if (live.mode === "episode" && live.slot) {
    const { episode } = live.slot;
    return (
      <section
        aria-labelledby="on-air"
        className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-card p-4 ring-1 ring-border sm:grid-cols-[8rem_minmax(0,1fr)]"
      >
        <img
          src={episode.cover_url}
          alt=""
          className="aspect-square w-28 rounded-xl object-cover sm:w-full"
        />
        <div className="grid min-w-0 content-start gap-2">
          <p className="flex items-center gap-2">
            <span className="rounded bg-destructive px-1.5 py-0.5 font-semibold text-destructive-foreground text-xs uppercase">
              {t("live.onAir")}
            </span>
            <span className="text-muted-foreground text-sm">
              {t("live.since", {
                time: new Date(live.started_at ?? "").toLocaleTimeString(locale, {
                  hour: "2-digit",
                  minute: "2-digit",
                  timeZone: "Asia/Kolkata",
                }),
              })}
            </span>
          </p>
          <h2 id="on-air" className="font-display font-semibold text-xl">
            {episode.title}
          </h2>
          <p className="text-sm">
            <Link to={`/radio/shows/${episode.show_slug}`} className="font-medium hover:underline">
              {episode.show_title}
            </Link>{" "}
            · {formatDuration(episode.duration_ms)}
          </p>
          {listeners}
          <div>{button(t("live.listenLive"))}</div>
        </div>
      </section>
    );
  }
  return (
    <section
      aria-labelledby="on-air"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-3 rounded-2xl bg-card p-4 ring-1 ring-border"
    >
      <h2 id="on-air" className="flex items-center gap-2 font-display font-semibold text-xl">
        <Radio aria-hidden className="size-5 text-primary" />
        {live.mode === "station" ? t("live.station") : t("live.nothing")}
      </h2>
      {live.next && (
        <p className="text-sm">
          <Trans
            t={t}
            i18nKey="live.next"
            values={{
              title: live.next.slot.episode.title,
              show: live.next.slot.episode.show_title,
              when: t("live.when", { time: when(live.next.starts_at, locale) }),
            }}
            components={{ strong: <strong /> }}
          />
        </p>
      )}
      {live.mode === "station" ? (
        <>
          <p className="text-muted-foreground text-sm">{t("live.stationHint")}</p>
          {listeners}
          <div>{button(t("live.listenStation"))}</div>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          <Trans
            t={t}
            i18nKey="live.meanwhile"
            components={{ shows: <Link to="/radio/shows" className="text-primary hover:underline" /> }}
          />
        </p>
      )}
      {player.error && tuned === false && <p className="text-destructive text-sm">{player.error}</p>}
    </section>
  );
}

function WeeklySchedule() {
  const { t } = useRadioT();
  const schedule = useSchedule();
  const session = useSession();
  const remove = useRemoveSlot();
  const [removing, setRemoving] = useState<Slot | null>(null);
  const userId = session.status === "signed-in" ? session.user.id : null;
  const isAdmin = session.status === "signed-in" && session.profile.role === "A";
  return (
    <section
      aria-labelledby="schedule"
      className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2 rounded-2xl bg-card p-4 ring-1 ring-border"
    >
      <h2 id="schedule" className="flex items-center gap-2 font-semibold text-lg">
        <CalendarClock aria-hidden className="size-5" /> {t("weekly.heading")}
      </h2>
      <p className="text-muted-foreground text-xs">{t("weekly.hint")}</p>
      <QueryState
        query={schedule}
        loading={<Skeleton className="h-24 w-full" />}
        errorTitle={t("weekly.error")}
        isEmpty={(data) => data.slots.length === 0}
        empty={{
          icon: CalendarClock,
          headingLevel: "h3",
          title: t("weekly.empty"),
          description: t("weekly.emptyHint"),
        }}
      >
        {(data) => (
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {WEEKDAY_KEYS.map((day, weekday) => {
              const slots = data.slots.filter((s) => s.weekday === weekday);
              if (slots.length === 0) return null;
              return (
                <li key={day}>
                  <h3 className="font-medium text-sm">{t(`weekday.${day}`)}</h3>
                  <ul className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-1">
                    {slots.map((slot) => (
                      <li
                        key={slot.id}
                        className="flex items-center gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm"
                      >
                        <span className="w-12 shrink-0 font-medium tabular-nums">{slotTime(slot)}</span>
                        <span className="min-w-0 flex-1 truncate">
                          {slot.episode.title} ·{" "}
                          <span className="text-muted-foreground">{slot.episode.show_title}</span>
                        </span>
                        <span className="shrink-0 text-muted-foreground text-xs">
                          {formatDuration(slot.duration_ms)}
                        </span>
                        {(isAdmin || slot.host_id === userId) && (
                          <Button
                            size="icon"
                            variant="ghost"
                            className="size-8"
                            aria-label={t("weekly.remove", { title: slot.episode.title })}
                            onClick={() => setRemoving(slot)}
                          >
                            <Trash2 aria-hidden />
                          </Button>
                        )}
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("weekly.removeTitle")}
        description={
          removing
            ? t("weekly.removeDescription", {
                title: removing.episode.title,
                slot: t("slot", {
                  day: t(`weekday.${WEEKDAY_KEYS[removing.weekday] ?? "monday"}`),
                  time: slotTime(removing),
                }),
              })
            : ""
        }
        confirmLabel={t("weekly.removeConfirm")}
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      />
    </section>
  );
}
