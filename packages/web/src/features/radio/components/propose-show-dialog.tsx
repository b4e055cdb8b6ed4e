import { RADIO_CATEGORIES, type RadioCategory, RadioLimits, RadioMessages } from "@saheli/core/radio";
import { Mic } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { fieldClasses, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { uploadCover, useProposeShow } from "../api/radio";
import { useRadioT } from "../i18n";

type Errors = Partial<Record<"title" | "description" | "category" | "cover", string>>;

/** A verified member proposes a show; an admin approves it before it is listed. */
export function ProposeShowDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useRadioT();
  const propose = useProposeShow();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [category, setCategory] = useState<RadioCategory | "">("");
  const [cover, setCover] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function pickCover(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      setCover((await uploadCover(file)).url);
      setErrors((e) => ({ ...e, cover: undefined }));
    } catch (error) {
      setErrors((e) => ({ ...e, cover: errorMessage(error) }));
    } finally {
      setUploading(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: Errors = {
      title: title.trim() ? undefined : RadioMessages.titleRequired,
      description: description.trim() ? undefined : RadioMessages.descriptionRequired,
      category: category ? undefined : RadioMessages.categoryRequired,
      cover: cover ? undefined : RadioMessages.coverRequired,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || !category || !cover) return;
    propose.mutate(
      { title, description, category, cover_url: cover },
      {
        onSuccess: () => {
          toast.success(t("propose.proposed"));
          onOpenChange(false);
          setTitle("");
          setDescription("");
          setCategory("");
          setCover(null);
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t("propose.title")}</DialogTitle>
          <DialogDescription>{t("propose.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <Field id="show-title" label={t("propose.showTitle")} error={errors.title}>
            <Input
              {...fieldAria("show-title", errors.title)}
              value={title}
              maxLength={RadioLimits.titleMax}
              onChange={(e) => setTitle(e.target.value)}
            />
          </Field>
          <Field id="show-description" label={t("propose.about")} error={errors.description}>
            <Textarea
              {...fieldAria("show-description", errors.description)}
              value={description}
              maxLength={RadioLimits.descriptionMax}
              onChange={(e) => setDescription(e.target.value)}
            />
          </Field>
          <Field id="show-category" label={t("propose.category")} error={errors.category}>
            <select
              {...fieldAria("show-category", errors.category)}
              value={category}
              onChange={(e) => setCategory(e.target.value as RadioCategory)}
              className={cn(fieldClasses, "h-10")}
            >
              <option value="">{t("propose.choose")}</option>
              {RADIO_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t(`category.${c}`)}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="show-cover"
            label={t("propose.cover")}
            error={errors.cover}
            hint={t("propose.coverHint")}
          >
            <div className="flex items-center gap-3">
              {cover ? (
                <img src={cover} alt={t("propose.coverAlt")} className="size-16 rounded-lg object-cover" />
              ) : (
                <span className="grid size-16 place-items-center rounded-lg bg-muted text-muted-foreground">
                  <Mic aria-hidden />
                </span>
              )}
              <Input
                {...fieldAria("show-cover", errors.cover, true)}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                disabled={uploading}
                onChange={(e) => void pickCover(e.target.files?.[0])}
              />
            </div>
          </Field>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              {t("propose.cancel")}
            </Button>
            <Button type="submit" loading={propose.isPending || uploading}>
              {t("propose.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
