import type { MusicTrack } from "@saheli/core/contracts/music";
import { Music, X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import type { Attachment } from "@/features/feed/lib/use-attachments";
import { type EditSource, ImageEditorDialog } from "./image-editor-dialog";

type Media = { replace: (item: Attachment, file: File) => Promise<void> };

/**
 * The composer's side of the image editor: which picture is open, the post's song, the dialog, and the song's
 * line under the pictures (with a way to take it off).
 */
export function useImageEditing(media: Media) {
  const [editing, setEditing] = useState<{ item: Attachment; source: EditSource } | null>(null);
  const [music, setMusic] = useState<MusicTrack | null>(null);
  const { t } = useFeedT();
  const open = (item: Attachment) =>
    setEditing({ item, source: { id: item.id, url: item.preview, name: item.name } });
  const dialog = (
    <ImageEditorDialog
      source={editing?.source ?? null}
      music={music}
      onClose={() => setEditing(null)}
      onSave={({ file, music: track }) => {
        const item = editing?.item;
        setEditing(null);
        setMusic(track);
        if (item && file) void media.replace(item, file);
      }}
    />
  );
  const chip = music && (
    <p className="flex items-center gap-2 rounded-lg bg-muted px-3 py-2 text-sm">
      <Music aria-hidden className="size-4 shrink-0 text-primary" />
      <span className="min-w-0 flex-1 truncate">
        <span className="sr-only">{t("editor.songOnPost")}</span>
        {music.title} · {music.channel}
      </span>
      <Button type="button" size="sm" variant="ghost" onClick={() => setMusic(null)}>
        <X aria-hidden /> {t("editor.removeSong")}
      </Button>
    </p>
  );
  return { open, dialog, chip, music };
}
