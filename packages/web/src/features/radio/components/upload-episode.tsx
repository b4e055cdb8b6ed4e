import { RadioLimits, RadioMessages } from "@saheli/core/radio";
import { Upload } from "lucide-react";
import { type FormEvent, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useUploadEpisode } from "../api/radio";
import { useRadioT } from "../i18n";

/** The host adds an episode: MP3, AAC or Opus up to 200 MB; the server checks the file's bytes and reads its length. */
export function UploadEpisode({ showId }: { showId: string }) {
  const { t } = useRadioT();
  const upload = useUploadEpisode(showId);
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [errors, setErrors] = useState<{ title?: string; file?: string }>({});
  const fileInput = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : RadioMessages.titleRequired,
      file: !file
        ? RadioMessages.noAudio
        : file.size > RadioLimits.audioBytesMax
          ? RadioMessages.audioTooLarge
          : undefined,
    };
    setErrors(found);
    if (found.title || found.file || !file) return;
    setProgress(0);
    upload.mutate(
      { title, description, file, onProgress: setProgress },
      {
        onSuccess: () => {
          toast.success(t("upload.added"));
          setTitle("");
          setDescription("");
          setFile(null);
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (error) => setErrors({ file: errorMessage(error) }),
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby="upload-episode"
      className="grid gap-3 rounded-2xl bg-card p-4 ring-1 ring-border"
    >
      <h2 id="upload-episode" className="font-semibold text-lg">
        {t("upload.heading")}
      </h2>
      <Field id="episode-title" label={t("upload.title")} error={errors.title}>
        <Input
          {...fieldAria("episode-title", errors.title)}
          value={title}
          maxLength={RadioLimits.titleMax}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field id="episode-notes" label={t("upload.notes")}>
        <Textarea
          id="episode-notes"
          rows={2}
          value={description}
          maxLength={RadioLimits.episodeDescriptionMax}
          onChange={(e) => setDescription(e.target.value)}
        />
      </Field>
      <Field id="episode-file" label={t("upload.file")} error={errors.file} hint={t("upload.fileHint")}>
        <Input
          {...fieldAria("episode-file", errors.file, true)}
          ref={fileInput}
          type="file"
          accept="audio/mpeg,audio/aac,audio/mp4,audio/x-m4a,audio/ogg,audio/opus,.mp3,.aac,.m4a,.opus,.ogg"
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </Field>
      {upload.isPending && (
        <progress
          aria-label={t("upload.progress")}
          max={1}
          value={progress}
          className="h-2 w-full accent-primary"
        />
      )}
      <div>
        <Button type="submit" loading={upload.isPending}>
          <Upload aria-hidden /> {t("upload.submit")}
        </Button>
      </div>
    </form>
  );
}
