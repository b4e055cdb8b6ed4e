import type { MusicTrack } from "@saheli/core/contracts/music";
import { ImageEditMessages, type ImageEditState, initialEditState, isEdited } from "@saheli/core/image-edit";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Sheet, SheetContent } from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { useFeedT } from "@/features/feed/i18n";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { LARGE_SCREEN, useMediaQuery } from "@/lib/use-media-query";
import { MusicTab } from "../music/music-tab";
import { AdjustTab } from "./adjust-tab";
import { CropTab } from "./crop-tab";
import { DiscardChanges } from "./discard-changes";
import { EditPreview } from "./edit-preview";
import { FilterTab } from "./filter-tab";
import { OverlayTab } from "./overlay-tab";
import { exportJpeg, loadImage } from "./render-edit";
import { TextTab } from "./text-tab";

export type EditSource = { id: string; url: string; name: string };
/** What Save hands back: the new picture (null when only the song changed) and the post's song. */
export type EditResult = { file: File | null; music: MusicTrack | null };

type Props = {
  source: EditSource | null;
  music: MusicTrack | null;
  onSave: (result: EditResult) => void;
  onClose: () => void;
};

/** Edit Image (doc 1 §2): a large dialog on a laptop, a full-screen sheet on a phone. */
export function ImageEditorDialog({ source, music, onSave, onClose }: Props) {
  const large = useMediaQuery(LARGE_SCREEN);
  const [asking, setAsking] = useState(false);
  const [dirty, setDirty] = useState(false);
  const open = source !== null;
  // Escape, the close button and a click outside all ask first when there are changes to lose.
  const requestClose = () => (dirty ? setAsking(true) : onClose());
  const guard = {
    onEscapeKeyDown: (event: KeyboardEvent) => {
      event.preventDefault();
      requestClose();
    },
    onInteractOutside: (event: Event) => {
      event.preventDefault();
      requestClose();
    },
  };
  const body = source && (
    <Editor
      key={source.id + source.url}
      source={source}
      music={music}
      onDirty={setDirty}
      onCancel={requestClose}
      onSave={onSave}
    />
  );
  const shell: ReactNode = large ? (
    <Dialog open={open} onOpenChange={(next) => !next && requestClose()}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-5xl gap-3 p-5" {...guard}>
        {body}
      </DialogContent>
    </Dialog>
  ) : (
    <Sheet open={open} onOpenChange={(next) => !next && requestClose()}>
      <SheetContent
        side="bottom"
        className="h-dvh max-h-dvh overflow-y-auto rounded-none px-4 pt-2 pb-4"
        {...guard}
      >
        {body}
      </SheetContent>
    </Sheet>
  );
  return (
    <>
      {shell}
      <DiscardChanges
        open={asking}
        onKeep={() => setAsking(false)}
        onDiscard={() => {
          setAsking(false);
          setDirty(false);
          onClose();
        }}
      />
    </>
  );
}

type EditorProps = {
  source: EditSource;
  music: MusicTrack | null;
  onDirty: (dirty: boolean) => void;
  onCancel: () => void;
  onSave: (result: EditResult) => void;
};

function Editor({ source, music: startMusic, onDirty, onCancel, onSave }: EditorProps) {
  const [image, setImage] = useState<HTMLImageElement | null>(null);
  const [failed, setFailed] = useState(false);
  const [state, setState] = useState<ImageEditState>(initialEditState);
  const [music, setMusic] = useState<MusicTrack | null>(startMusic);
  const [selected, setSelected] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  useEffect(() => {
    let live = true;
    loadImage(source.url).then(
      (loaded) => live && setImage(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [source.url]);
  const edited = isEdited(state);
  const changed = edited || JSON.stringify(music) !== JSON.stringify(startMusic);
  useEffect(() => onDirty(changed), [changed, onDirty]);

  const save = async () => {
    if (!image) return;
    setSaving(true);
    try {
      const file = edited ? await exportJpeg(image, state, source.name) : null;
      onDirty(false);
      onSave({ file, music });
    } catch {
      toast.error(messageIn(ImageEditMessages.processFailed));
      setSaving(false);
    }
  };

  return (
    <div className="grid min-h-0 gap-3">
      <div className="grid gap-0.5 pr-10">
        <DialogTitle className="font-display text-lg">{t("editor.title")}</DialogTitle>
        <DialogDescription className="text-sm">{t("editor.description")}</DialogDescription>
      </div>
      {failed ? (
        <div className="grid gap-3 py-6">
          <p role="alert" className="font-medium text-destructive">
            {messageIn(ImageEditMessages.loadFailed)}
          </p>
          <p className="text-muted-foreground text-sm">{t("editor.originalStays")}</p>
          <Button type="button" variant="outline" className="justify-self-start" onClick={onCancel}>
            {t("editor.close")}
          </Button>
        </div>
      ) : !image ? (
        <div className="flex min-h-48 items-center justify-center">
          <Spinner label={t("editor.loading")} />
        </div>
      ) : (
        <div className="grid min-h-0 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <EditPreview image={image} state={state} selected={selected} onChange={setState} />
          <Tabs defaultValue="adjust" className="min-w-0">
            <TabsList aria-label={t("editor.tools")} className="grid w-full grid-cols-3 rounded-2xl">
              <TabsTrigger value="adjust">{t("editor.tabs.adjust")}</TabsTrigger>
              <TabsTrigger value="filter">{t("editor.tabs.filter")}</TabsTrigger>
              <TabsTrigger value="overlay">{t("editor.tabs.overlay")}</TabsTrigger>
              <TabsTrigger value="text">{t("editor.tabs.text")}</TabsTrigger>
              <TabsTrigger value="crop">{t("editor.tabs.crop")}</TabsTrigger>
              <TabsTrigger value="music">{t("editor.tabs.music")}</TabsTrigger>
            </TabsList>
            <TabsContent value="adjust">
              <AdjustTab state={state} onChange={setState} />
            </TabsContent>
            <TabsContent value="filter">
              <FilterTab state={state} source={source.url} onChange={setState} />
            </TabsContent>
            <TabsContent value="overlay">
              <OverlayTab state={state} onChange={setState} />
            </TabsContent>
            <TabsContent value="text">
              <TextTab state={state} selected={selected} onSelect={setSelected} onChange={setState} />
            </TabsContent>
            <TabsContent value="crop">
              <CropTab
                state={state}
                natural={{ width: image.naturalWidth, height: image.naturalHeight }}
                onChange={setState}
              />
            </TabsContent>
            <TabsContent value="music">
              <MusicTab track={music} onChange={setMusic} />
            </TabsContent>
          </Tabs>
        </div>
      )}
      <div className="flex justify-end gap-2 border-border border-t pt-3">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("editor.cancel")}
        </Button>
        <Button type="button" onClick={() => void save()} disabled={!image || !changed} loading={saving}>
          {t("editor.save")}
        </Button>
      </div>
    </div>
  );
}
