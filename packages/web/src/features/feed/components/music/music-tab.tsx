import type { MusicResult, MusicTrack } from "@saheli/core/contracts/music";
import { MUSIC_GENRES, type MusicGenre, MusicLimits, MusicMessages } from "@saheli/core/music";
import { Music, Search, X } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Spinner } from "@/components/ui/spinner";
import { useMusicSearch, useMusicStatus } from "@/features/feed/api/music";
import { useFeedT } from "@/features/feed/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { RangeField } from "../image-editor/range-field";
import { MusicPlayer } from "./music-player";
import { useDebounced } from "./use-debounced";

type Props = { track: MusicTrack | null; onChange: (track: MusicTrack | null) => void };

/** Doc 1 §4 "Music": search the video service (500 ms after typing stops), choose a song, hear it, set it. */
export function MusicTab({ track, onChange }: Props) {
  const status = useMusicStatus();
  const [query, setQuery] = useState("");
  const [genre, setGenre] = useState<MusicGenre>("All");
  const words = useDebounced(query, MusicLimits.searchDebounceMs);
  const available = status.data?.available === true;
  const results = useMusicSearch(words, genre, available);
  const [previewing, setPreviewing] = useState(false);
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const editorMessages = useMemo(
    () => ({ failed: messageIn(MusicMessages.playFailed), playback: messageIn(MusicMessages.playbackError) }),
    [messageIn],
  );

  if (status.isPending) return <Spinner label={t("music.loading")} />;
  if (!available) {
    return (
      <p role="alert" className="rounded-xl bg-muted p-4 text-sm">
        {messageIn(status.isError ? MusicMessages.searchFailed : MusicMessages.keyMissing)}
      </p>
    );
  }

  const choose = (song: MusicResult) => {
    setPreviewing(false);
    onChange({ ...song, start_seconds: 0, volume: track?.volume ?? MusicLimits.defaultVolume });
  };

  return (
    <div className="grid gap-4">
      {track && (
        <section aria-label={t("music.chosen")} className="grid gap-3 rounded-xl border border-border p-3">
          <div className="flex items-center gap-3">
            <Music aria-hidden className="size-4 shrink-0 text-primary" />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium text-sm">{track.title}</p>
              <p className="truncate text-muted-foreground text-xs">{track.channel}</p>
            </div>
            <Button type="button" size="sm" variant="ghost" onClick={() => onChange(null)}>
              <X aria-hidden /> {t("music.remove")}
            </Button>
          </div>
          {previewing ? (
            <MusicPlayer
              key={`${track.video_id}-${track.start_seconds}`}
              track={track}
              messages={editorMessages}
            />
          ) : (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="justify-self-start"
              onClick={() => setPreviewing(true)}
            >
              {t("music.preview")}
            </Button>
          )}
          <RangeField
            label={t("music.volume")}
            min={0}
            max={100}
            value={track.volume}
            onChange={(volume) => onChange({ ...track, volume })}
          />
          <RangeField
            label={t("music.start")}
            min={0}
            max={300}
            value={track.start_seconds}
            onChange={(start_seconds) => onChange({ ...track, start_seconds })}
          />
        </section>
      )}
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t("music.search")}
          placeholder={t("music.searchPlaceholder")}
          className="pl-9"
          value={query}
          maxLength={MusicLimits.queryMax}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      <fieldset className="flex flex-wrap gap-1.5">
        <legend className="sr-only">{t("music.genres")}</legend>
        {MUSIC_GENRES.map((g) => (
          <Button
            key={g}
            type="button"
            size="sm"
            variant={genre === g ? "primary" : "outline"}
            aria-pressed={genre === g}
            onClick={() => setGenre(g)}
          >
            {t(`music.genre.${g}`)}
          </Button>
        ))}
      </fieldset>
      <SearchResults
        searching={words.trim().length > 0}
        loading={results.isFetching && !results.data}
        error={results.isError}
        items={results.data?.items ?? null}
        chosen={track?.video_id ?? null}
        onChoose={choose}
      />
    </div>
  );
}

type ResultsProps = {
  searching: boolean;
  loading: boolean;
  error: boolean;
  items: MusicResult[] | null;
  chosen: string | null;
  onChoose: (song: MusicResult) => void;
};

function SearchResults({ searching, loading, error, items, chosen, onChoose }: ResultsProps) {
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  if (!searching) return <p className="text-muted-foreground text-sm">{t("music.hint")}</p>;
  if (loading) return <Spinner label={t("music.searching")} />;
  if (error)
    return (
      <p role="alert" className="text-destructive text-sm">
        {messageIn(MusicMessages.searchFailed)}
      </p>
    );
  if (!items || items.length === 0)
    return <p className="text-muted-foreground text-sm">{messageIn(MusicMessages.noSongs)}</p>;
  return (
    <ul aria-label={t("music.songs")} className="grid max-h-72 gap-1 overflow-y-auto">
      {items.map((song) => (
        <li key={song.video_id}>
          <button
            type="button"
            aria-pressed={song.video_id === chosen}
            onClick={() => onChoose(song)}
            className="flex w-full items-center gap-3 rounded-lg p-1.5 text-left hover:bg-muted aria-pressed:bg-primary-soft"
          >
            {song.thumbnail_url ? (
              <img
                src={song.thumbnail_url}
                alt=""
                className="h-10 w-16 shrink-0 rounded object-cover"
                loading="lazy"
              />
            ) : (
              <span className="flex h-10 w-16 shrink-0 items-center justify-center rounded bg-muted">
                <Music aria-hidden className="size-4" />
              </span>
            )}
            <span className="min-w-0">
              <span className="block truncate font-medium text-sm">{song.title}</span>
              <span className="block truncate text-muted-foreground text-xs">{song.channel}</span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
