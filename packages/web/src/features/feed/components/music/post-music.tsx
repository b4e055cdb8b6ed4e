import type { MusicTrack } from "@saheli/core/contracts/music";
import { formatOffset, MusicMessages } from "@saheli/core/music";
import { Music, Play } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { MusicPlayer } from "./music-player";

const CARD_MESSAGES = { failed: MusicMessages.audioFailed, playback: MusicMessages.audioFailed };

/** The song on a post: its name until someone presses play; only then is the video service's player loaded. */
export function PostMusic({ track }: { track: MusicTrack }) {
  const [playing, setPlaying] = useState(false);
  return (
    <section aria-label="Music on this post" className="grid gap-2 rounded-xl border border-border p-3">
      <div className="flex items-center gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Music aria-hidden className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-sm">{track.title}</p>
          <p className="truncate text-muted-foreground text-xs">
            {track.channel}
            {track.start_seconds > 0 && ` · from ${formatOffset(track.start_seconds)}`}
          </p>
        </div>
        {!playing && (
          <Button type="button" size="sm" variant="outline" onClick={() => setPlaying(true)}>
            <Play aria-hidden /> Play music
          </Button>
        )}
      </div>
      {playing && <MusicPlayer track={track} messages={CARD_MESSAGES} />}
    </section>
  );
}
