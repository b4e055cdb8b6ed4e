import type { Live, Slot } from "@saheli/core/contracts/radio";
import { formatDuration, slotLabel, WEEKDAYS } from "@saheli/core/radio";
import { useQueryClient } from "@tanstack/react-query";
import { CalendarClock, Headphones, Pause, Play, Radio, Trash2 } from "lucide-react";
import { useCallback, useState } from "react";
import { Link } from "react-router";
import { QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { type RealtimeDetail, useRealtimeEvent } from "@/lib/realtime";
import { useSession } from "@/lib/session/use-session";
import { radioKeys, useLive, useRemoveSlot, useSchedule } from "../api/radio";
import { LiveChat } from "../components/live-chat";
import { RadioFrame } from "../components/radio-frame";
import { playLive, togglePlay, usePlayer } from "../player/radio-player";

const when = (iso: string) =>
  `${new Date(iso).toLocaleString("en-IN", {
    weekday: "long",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Asia/Kolkata",
  })} IST`;

/** /radio/live: what is on air (one position for everyone), the listener count, the weekly schedule, live chat. */
export function Component() {
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
    <RadioFrame title="Live">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] content-start gap-4">
          <QueryState
            query={live}
            loading={<Skeleton className="h-40 w-full rounded-2xl" />}
            errorTitle="We couldn't tell what is on air"
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
  const player = usePlayer();
  const tuned = player.track?.kind === "live" || player.track?.kind === "station";
  const playing = tuned && player.playing;
  const listen = () => (tuned ? togglePlay() : void playLive());
  const listeners = (
    <p className="flex items-center gap-1.5 text-muted-foreground text-sm" aria-live="polite">
      <Headphones aria-hidden className="size-4" /> {live.listeners}{" "}
      {live.listeners === 1 ? "listener" : "listeners"}
    </p>
  );
  const button = (label: string) => (
    <Button size="lg" onClick={listen} aria-label={playing ? "Pause the live broadcast" : label}>
      {playing ? <Pause aria-hidden /> : <Play aria-hidden />} {playing ? "Pause" : label}
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
              On air
            </span>
            <span className="text-muted-foreground text-sm">
              since{" "}
              {new Date(live.started_at ?? "").toLocaleTimeString("en-IN", {
                hour: "2-digit",
                minute: "2-digit",
                timeZone: "Asia/Kolkata",
              })}{" "}
              IST
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
          <div>{button("Listen live")}</div>
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
        {live.mode === "station" ? "Saheli Radio station" : "Nothing on air right now"}
      </h2>
      {live.next && (
        <p className="text-sm">
          Next: <strong>{live.next.slot.episode.title}</strong> ({live.next.slot.episode.show_title}),{" "}
          {when(live.next.starts_at)}
        </p>
      )}
      {live.mode === "station" ? (
        <>
          <p className="text-muted-foreground text-sm">Between our shows, the station plays.</p>
          {listeners}
          <div>{button("Listen to the station")}</div>
        </>
      ) : (
        <p className="text-muted-foreground text-sm">
          Episodes play here live at their time on the schedule. Meanwhile,{" "}
          <Link to="/radio/shows" className="text-primary hover:underline">
            listen to any episode
          </Link>
          .
        </p>
      )}
      {player.error && tuned === false && <p className="text-destructive text-sm">{player.error}</p>}
    </section>
  );
}

function WeeklySchedule() {
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
        <CalendarClock aria-hidden className="size-5" /> This week's schedule
      </h2>
      <p className="text-muted-foreground text-xs">
        Times are India time (IST). Hosts schedule their episodes from their show's page.
      </p>
      <QueryState
        query={schedule}
        loading={<Skeleton className="h-24 w-full" />}
        errorTitle="We couldn't load the schedule"
        isEmpty={(data) => data.slots.length === 0}
        empty={{
          icon: CalendarClock,
          headingLevel: "h3",
          title: "Nothing scheduled yet",
          description: "Hosts can put their episodes on the weekly schedule.",
        }}
      >
        {(data) => (
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-3">
            {WEEKDAYS.map((day, weekday) => {
              const slots = data.slots.filter((s) => s.weekday === weekday);
              if (slots.length === 0) return null;
              return (
                <li key={day}>
                  <h3 className="font-medium text-sm">{day}</h3>
                  <ul className="mt-1 grid grid-cols-[minmax(0,1fr)] gap-1">
                    {slots.map((slot) => (
                      <li
                        key={slot.id}
                        className="flex items-center gap-2 rounded-lg bg-muted/50 px-3 py-2 text-sm"
                      >
                        <span className="w-12 shrink-0 font-medium tabular-nums">
                          {slotLabel(slot).split(" ")[1]}
                        </span>
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
                            aria-label={`Remove ${slot.episode.title} from the schedule`}
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
        title="Remove from the schedule?"
        description={
          removing ? `“${removing.episode.title}” will no longer play on ${slotLabel(removing)}.` : ""
        }
        confirmLabel="Remove"
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
