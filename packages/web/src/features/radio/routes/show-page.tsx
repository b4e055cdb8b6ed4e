import type { Episode } from "@saheli/core/contracts/radio";
import { formatDuration } from "@saheli/core/radio";
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
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useDeleteEpisode, useFollowShow, useShow } from "../api/radio";
import { RadioFrame } from "../components/radio-frame";
import { ScheduleDialog } from "../components/schedule-dialog";
import { UploadEpisode } from "../components/upload-episode";
import { useRadioT } from "../i18n";
import { playEpisode, togglePlay, usePlayer } from "../player/radio-player";

const dateOf = (iso: string, locale: string) =>
  new Date(iso).toLocaleDateString(locale, { day: "numeric", month: "short", year: "numeric" });

/** /radio/shows/{slug}-{id}: the show, its episodes to play, favourite; the host uploads and schedules here. */
export function Component() {
  const { t } = useRadioT();
  const { slug = "" } = useParams();
  const show = useShow(slug);
  return (
    <RadioFrame title={show.data?.title ?? t("show.fallbackTitle")}>
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
        errorTitle={t("show.error")}
      >
        {(data) => <ShowBody show={data} />}
      </QueryState>
    </RadioFrame>
  );
}

function ShowBody({ show }: { show: NonNullable<ReturnType<typeof useShow>["data"]> }) {
  const { t } = useRadioT();
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
            {t("show.hostedBy")}{" "}
            <Link
              to={`/profile/${show.host.username ?? show.host.id}`}
              className="font-medium text-foreground hover:underline"
            >
              {show.host.full_name}
            </Link>{" "}
            · {t(`category.${show.category}`)} · {t("show.followers", { count: show.follower_count })}
          </p>
          {show.status !== "approved" && (
            <p>
              <Badge variant={show.status === "declined" ? "destructive" : "warning"}>
                {show.status === "declined" ? t("show.declined") : t("show.pending")}
              </Badge>
              {show.decline_reason && (
                <span className="ml-2 text-destructive text-sm">
                  {t("show.reason", { reason: show.decline_reason })}
                </span>
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
                {show.following ? t("show.inFavourites") : t("show.addToFavourites")}
              </Button>
            </div>
          )}
        </div>
      </section>
      {show.is_host && show.status === "approved" && <UploadEpisode showId={show.id} />}
      <section aria-labelledby="episodes" className="grid gap-2">
        <h2 id="episodes" className="font-semibold text-lg">
          {t("show.episodes")}
        </h2>
        {show.episodes.length === 0 ? (
          <EmptyState
            icon={Mic}
            headingLevel="h3"
            title={t("show.noEpisodes")}
            description={show.is_host ? t("show.hostHint") : t("show.listenerHint")}
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
        title={t("show.deleteTitle")}
        description={t("show.deleteDescription", { title: deleting?.title ?? "" })}
        confirmLabel={t("show.deleteConfirm")}
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t("show.deleted"));
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
  const { t } = useRadioT();
  const locale = useIntlLocale();
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
        aria-label={
          playing
            ? t("show.pauseEpisode", { title: episode.title })
            : t("show.playEpisode", { title: episode.title })
        }
        onClick={() => (current ? togglePlay() : void playEpisode(episode))}
      >
        {playing ? <Pause aria-hidden /> : <Play aria-hidden />}
      </Button>
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{episode.title}</p>
        <p className="text-muted-foreground text-xs">
          {dateOf(episode.created_at, locale)} · {formatDuration(episode.duration_ms)}
        </p>
        {episode.description && (
          <p className="line-clamp-2 text-muted-foreground text-sm">{episode.description}</p>
        )}
      </div>
      {isHost && (
        <div className="flex shrink-0 gap-1">
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("show.scheduleEpisode", { title: episode.title })}
            onClick={onSchedule}
          >
            <CalendarPlus aria-hidden />
          </Button>
          <Button
            size="icon"
            variant="ghost"
            aria-label={t("show.deleteEpisode", { title: episode.title })}
            onClick={onDelete}
          >
            <Trash2 aria-hidden />
          </Button>
        </div>
      )}
    </li>
  );
}
