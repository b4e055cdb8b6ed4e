import { Camera, Trash2 } from "lucide-react";
import { type ChangeEvent, useRef, useState } from "react";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useRemoveProfileImage } from "../api/remove-profile-image";
import { useUploadProfileImage } from "../api/upload-profile-image";
import { useProfilesT } from "../i18n";
import { type ImageKind, imageFileError } from "../lib/image-file";
import { ProfileCover } from "./profile-cover";

type ImageUploadFieldProps = {
  kind: ImageKind;
  profileId: string;
  name: string;
  current: string | null;
};

/** Picks, checks and uploads a photo at once (with progress), or removes it. */
export function ImageUploadField({ kind, profileId, name, current }: ImageUploadFieldProps) {
  const { t } = useProfilesT();
  const messageIn = useMessageIn();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const shown = preview ?? current;
  const busy = upload.isPending || remove.isPending;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    const problem = imageFileError(file, kind);
    if (problem) {
      setError(messageIn(problem));
      return;
    }
    setError(null);
    const local = URL.createObjectURL(file);
    setPreview(local);
    setProgress(0);
    upload.mutate(
      { profileId, kind, file, onProgress: setProgress },
      {
        onSuccess: () => toast.success(t(`image.${kind}.updated`)),
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
        onSuccess: () => toast.success(t(`image.${kind}.removed`)),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 font-medium text-foreground text-sm">{t(`image.${kind}.label`)}</legend>
      <div className={kind === "avatar" ? "flex items-center gap-4" : "grid gap-3"}>
        {kind === "avatar" ? (
          <Avatar name={name} src={shown} size="xl" alt={shown ? t("image.yours") : undefined} />
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
              <Camera aria-hidden /> {current ? t(`image.${kind}.change`) : t(`image.${kind}.add`)}
            </Button>
            {current && (
              <Button variant="ghost" size="sm" onClick={clear} loading={remove.isPending} disabled={busy}>
                <Trash2 aria-hidden /> {t("image.remove")}
              </Button>
            )}
          </div>
          <p className="text-muted-foreground text-xs">{t(`image.${kind}.hint`)}</p>
        </div>
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t(`image.${kind}.file`)}
        onChange={choose}
        disabled={busy}
      />
      {progress !== null && (
        <div className="grid gap-1">
          <progress
            className="h-2 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary"
            value={Math.round(progress * 100)}
            max={100}
            aria-label={t(`image.${kind}.uploading`)}
          />
          <span className="text-muted-foreground text-xs tabular-nums" aria-live="polite">
            {progress < 1
              ? t("image.progress", { percent: Math.round(progress * 100) })
              : t("image.processing")}
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
