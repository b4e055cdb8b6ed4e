import { Camera, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useRemoveProfileImage } from "../api/remove-profile-image";
import { useUploadProfileImage } from "../api/upload-profile-image";
import { type ImageKind, imageFileError } from "../lib/image-file";
import { ProfileCover } from "./profile-cover";

type ImageUploadFieldProps = {
  kind: ImageKind;
  profileId: string;
  name: string;
  current: string | null;
};

const COPY = {
  avatar: {
    label: "Profile photo",
    change: "Change photo",
    add: "Add photo",
    hint: "JPG, PNG, GIF or WebP, under 5 MB.",
  },
  cover: {
    label: "Cover image",
    change: "Change cover",
    add: "Add cover",
    hint: "A wide image works best. Up to 10 MB.",
  },
} as const;

/** Picks, checks and uploads a photo at once (with progress), or removes it. */
export function ImageUploadField({ kind, profileId, name, current }: ImageUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const copy = COPY[kind];
  const shown = preview ?? current;
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileError(file, kind);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    upload.mutate(
      { profileId, kind, file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(kind === "avatar" ? "Profile photo updated" : "Cover image updated"),
        onError: (failure) => setError(errorMessage(failure)),
        onSettled: () => {
          setProgress(null);
          setPreview(null);
          URL.revokeObjectURL(local);
        },
      },
    );
  };

  const clear = () => {
    setError(null);
    remove.mutate(
      { profileId, kind },
      {
        onSuccess: () => toast.success(kind === "avatar" ? "Profile photo removed" : "Cover image removed"),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-foreground text-sm">{copy.label}</legend>
      <div className={kind === "avatar" ? "flex items-center gap-4" : "grid gap-3"}>
        {kind === "avatar" ? (
          <Avatar name={name} src={shown} size="xl" alt={shown ? "Your profile photo" : undefined} />
        ) : (
          <ProfileCover src={shown} className="rounded-xl sm:h-32 lg:h-32" />
        )}
        <div className="grid gap-2">
          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => input.current?.click()}
              loading={upload.isPending}
            >
              <Camera aria-hidden /> {current ? copy.change : copy.add}
            </Button>
            {current && (
              <Button variant="ghost" size="sm" onClick={clear} loading={remove.isPending} disabled={busy}>
                <Trash2 aria-hidden /> Remove
              </Button>
            )}
          </div>
          <p className="text-muted-foreground text-xs">{copy.hint}</p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={`${copy.label} file`}
        onChange={choose}
        disabled={busy}
      />
      {progress !== null && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            value={Math.round(progress * 100)}
            max={100}
            aria-label={`Uploading ${copy.label.toLowerCase()}`}
          />
          <span className="text-muted-foreground text-xs tabular-nums" aria-live="polite">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : "Processing…"}
          </span>
        </div>
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}
