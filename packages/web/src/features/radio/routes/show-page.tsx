import type { Episode } from "@saheli/core/contracts/radio";
import { formatDuration, RADIO_CATEGORY_LABELS } from "@saheli/core/radio";
import { CalendarPlus, Heart, Mic, Pause, Play, Trash2 } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useDeleteEpisode, useFollowShow, useShow } from "../api/radio";
import { RadioFrame } from "../components/radio-frame";
import { ScheduleDialog } from "../components/schedule-dialog";
import { UploadEpisode } from "../components/upload-episode";
import { playEpisode, togglePlay, usePlayer } from "../player/radio-player";

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** /radio/shows/{slug}-{id}: the show, its episodes to play, favourite; the host uploads and schedules here. */
export function Component() {
  const { slug = "" } = useParams();
  const show = useShow(slug);
  return (
    <RadioFrame title={show.data?.title ?? "Show"}>
      <QueryState
        query={show}
        loading={
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <Skeleton className="aspect-square w-full rounded-2xl" />
            <div className="grid content-start gap-2">
              <Skeleton className="h-7 w-2/3" />
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-16 w-full" />
            </div>
          </div>
        }
        errorTitle="We couldn't load this show"
      >
        {(data) => <ShowBody show={data} />}
      </QueryState>
    </RadioFrame>
  );
}

function ShowBody({ show }: { show: NonNullable<ReturnType<typeof useShow>["data"]> }) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const follow = useFollowShow(show.id);
  const remove = useDeleteEpisode();
  const [params] = useSearchParams();
  const highlighted = params.get("episode");
  const [scheduling, setScheduling] = useState<Episode | null>(null);
  const [deleting, setDeleting] = useState<Episode | null>(null);

  return (
    <div className="grid gap-6">
      <section className="grid gap-4 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <img
          src={show.cover_url}
          alt=""
          className="aspect-square w-40 rounded-2xl bg-muted object-cover sm:w-full"
        />
        <div className="grid content-start gap-2">
          <h2 className="font-display font-semibold text-2xl">{show.title}</h2>
          <p className="text-muted-foreground text-sm">
            Hosted by{" "}
            <Link
              to={`/profile/${show.host.username ?? show.host.id}`}
              className="font-medium text-foreground hover:underline"
            >
              {show.host.full_name}
            </Link>{" "}
            · {RADIO_CATEGORY_LABELS[show.category]} · {show.follower_count}{" "}
            {show.follower_count === 1 ? "follower" : "followers"}
          </p>
          {show.status !== "approved" && (
            <p>
              <Badge variant={show.status === "declined" ? "destructive" : "warning"}>
                {show.status === "declined" ? "Declined" : "Waiting for an admin's approval"}
              </Badge>
              {show.decline_reason && (
                <span className="ml-2 text-destructive text-sm">Reason: {show.decline_reason}</span>
              )}
            </p>
          )}
          <p className="whitespace-pre-line text-foreground">{show.description}</p>
          {show.status === "approved" && (
            <div>
              <Button
                variant={show.following ? "secondary" : "outline"}
                aria-pressed={show.following}
                loading={follow.isPending}
                onClick={() =>
                  session.status === "signed-out"
                    ? openSignIn()
                    : follow.mutate(!show.following, { onError: (e) => toast.error(errorMessage(e)) })
                }
              >
                <Heart aria-hidden className={cn(show.following && "fill-current")} />
                {show.following ? "In your favourites" : "Add to favourites"}
              </Button>
            </div>
          )}
        </div>
      </section>
      {show.is_host && show.status === "approved" && <UploadEpisode showId={show.id} />}
      <section aria-labelledby="episodes" className="grid gap-2">
        <h2 id="episodes" className="font-semibold text-lg">
          Episodes
        </h2>
        {show.episodes.length === 0 ? (
          <EmptyState
            icon={Mic}
            headingLevel="h3"
            title="No episodes yet"
            description={
              show.is_host
                ? "Upload your first episode above."
                : "Add the show to your favourites to find it again when episodes arrive."
            }
          />
        ) : (
          <ul className="grid gap-2">
            {show.episodes.map((episode) => (
              <EpisodeRow
                key={episode.id}
                episode={episode}
                highlighted={episode.id === highlighted}
                isHost={show.is_host}
                onSchedule={() => setScheduling(episode)}
                onDelete={() => setDeleting(episode)}
              />
            ))}
          </ul>
        )}
      </section>
      <ScheduleDialog episode={scheduling} onClose={() => setScheduling(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this episode?"
        description={`“${deleting?.title ?? ""}” and its place on the schedule will be removed for everyone.`}
        confirmLabel="Delete episode"
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success("Episode deleted");
              setDeleting(null);
            },
            onError: (e) => toast.error(errorMessage(e)),
          })
        }
      />
    </div>
  );
}

function EpisodeRow({
  episode,
  highlighted,
  isHost,
  onSchedule,
  onDelete,
}: {
  episode: Episode;
  highlighted: boolean;
  isHost: boolean;
  onSchedule: () => void;
  onDelete: () => void;
}) {
  const player = usePlayer();
  const current = player.track?.kind === "episode" && player.track.episode.id === episode.id;
  const playing = current && player.playing;
  return (
    <li
      className={cn(
        "flex items-center gap-3 rounded-2xl bg-card p-3 ring-1 ring-border",
        highlighted && "ring-2 ring-primary",
      )}
    >
      <Button
        size="icon"
        className="shrink-0 rounded-full"
        aria-label={playing ? `Pause ${episode.title}` : `Play ${episode.title}`}
        onClick={() => (current ? togglePlay() : void playEpisode(episode))}
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{episode.title}</p>
        <p className="text-muted-foreground text-xs">
          {dateOf(episode.created_at)} · {formatDuration(episode.duration_ms)}
        </p>
        {episode.description && (
          <p className="line-clamp-2 text-muted-foreground text-sm">{episode.description}</p>
        )}
      </div>
      {isHost && (
        <div className="flex shrink-0 gap-1">
          <Button size="icon" variant="ghost" aria-label={`Schedule ${episode.title}`} onClick={onSchedule}>
            <CalendarPlus aria-hidden />
          </Button>
          <Button size="icon" variant="ghost" aria-label={`Delete ${episode.title}`} onClick={onDelete}>
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
