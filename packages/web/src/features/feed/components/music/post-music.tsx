import type { MusicTrack } from "@saheli/core/contracts/music";
import { formatOffset, MusicMessages } from "@saheli/core/music";
import { Music, Play } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { MusicPlayer } from "./music-player";

/** The song on a post: its name until someone presses play; only then is the video service's player loaded. */
export function PostMusic({ track }: { track: MusicTrack }) {
  const [playing, setPlaying] = useState(false);
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const failed = messageIn(MusicMessages.audioFailed);
  const messages = useMemo(() => ({ failed, playback: failed }), [failed]);
  return (
    <section aria-label={t("music.onPost")} className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Music aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{track.title}</p>
          <p className="truncate text-muted-foreground text-xs">
            {track.channel}
            {track.start_seconds > 0 && t("music.from", { offset: formatOffset(track.start_seconds) })}
          </p>
        </div>
        {!playing && (
          <Button type="button" size="sm" variant="outline" onClick={() => setPlaying(true)}>
            <Play aria-hidden /> {t("music.play")}
          </Button>
        )}
      </div>
      {playing && <MusicPlayer track={track} messages={messages} />}
    </section>
  );
}
