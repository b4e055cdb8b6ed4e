import { AdminMessages, isSlideLink } from "@saheli/core/admin";
import type { Slide } from "@saheli/core/contracts/admin";
import { ArrowDown, ArrowUp, Eye, EyeOff, Images, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { uploadSlideImage, useCurate, useSlides } from "../api/curation";
import { adminKeys } from "../api/keys";
import { useAdminT } from "../i18n";
import { ListSkeleton } from "./list-skeleton";
import { ReasonDialog } from "./reason-dialog";

type Change =
  | { kind: "create"; body: Record<string, unknown> }
  | { kind: "toggle"; slide: Slide }
  | { kind: "delete"; slide: Slide }
  | { kind: "order"; ids: string[] };

const TEMPLATES = [
  "Festive campaign",
  "Community spotlight",
  "Campaign is over",
  "Keeping the home page fresh",
];

/** Home slides: add one (image, title, words, link), show or hide it, move it, delete it. */
export function SlidesEditor() {
  const { t } = useAdminT();
  const slides = useSlides();
  const curate = useCurate(adminKeys.slides);
  const [change, setChange] = useState<Change | null>(null);
  const [adding, setAdding] = useState(false);

  const confirm = (reason: string) => {
    if (!change) return;
    const call =
      change.kind === "create"
        ? { method: "post" as const, path: "/api/admin/slides", body: { ...change.body, reason } }
        : change.kind === "toggle"
          ? {
              method: "patch" as const,
              path: `/api/admin/slides/${change.slide.id}`,
              body: { is_active: !change.slide.is_active, reason },
            }
          : change.kind === "delete"
            ? { method: "delete" as const, path: `/api/admin/slides/${change.slide.id}`, body: { reason } }
            : { method: "put" as const, path: "/api/admin/slides/order", body: { ids: change.ids, reason } };
    curate.mutate(call, {
      onSuccess: () => {
        if (change.kind === "create") setAdding(false);
        setChange(null);
        toast.success(t("slides.updated"));
      },
    });
  };

  return (
    <section aria-labelledby="slides-title" className="grid min-w-0 grid-cols-1 gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="slides-title" className="font-semibold text-lg">
            {t("slides.heading")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("slides.intro")}</p>
        </div>
        {!adding && (
          <Button variant="outline" onClick={() => setAdding(true)}>
            <Plus aria-hidden /> {t("slides.add")}
          </Button>
        )}
      </div>
      {adding && (
        <NewSlideForm
          onCancel={() => setAdding(false)}
          onReady={(body) => {
            curate.reset();
            setChange({ kind: "create", body });
          }}
        />
      )}
      <QueryState
        query={slides}
        errorTitle={t("slides.error")}
        loading={<ListSkeleton label={t("loading")} rows={1} className="h-32 rounded-2xl" />}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: Images,
          title: t("slides.none"),
          description: t("slides.noneText"),
        }}
      >
        {(data) => {
          const home = data.items.filter((s) => s.type === "home");
          const move = (index: number, by: number) => {
            const ids = home.map((s) => s.id);
            const [moved] = ids.splice(index, 1);
            ids.splice(index + by, 0, moved!);
            curate.reset();
            setChange({ kind: "order", ids });
          };
          return (
            <ol className="grid gap-2">
              {home.map((slide, index) => (
                <li
                  key={slide.id}
                  className="flex items-center gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border"
                >
                  <img
                    src={slide.image_url}
                    alt=""
                    className="h-14 w-24 shrink-0 rounded-lg object-cover sm:h-16 sm:w-32"
                  />
                  <div className="grid min-w-0 flex-1">
                    <span className="truncate font-medium">{slide.title}</span>
                    <span className="truncate text-muted-foreground text-xs">
                      {slide.link_url ?? t("slides.noLink")}
                    </span>
                    {!slide.is_active && (
                      <Badge variant="muted" className="mt-1">
                        {t("hidden")}
                      </Badge>
                    )}
                  </div>
                  <div className="flex shrink-0 flex-wrap justify-end gap-1">
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("moveUp", { name: slide.title })}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("moveDown", { name: slide.title })}
                      disabled={index === home.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown aria-hidden />
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={
                        slide.is_active
                          ? t("hideName", { name: slide.title })
                          : t("showName", { name: slide.title })
                      }
                      onClick={() => {
                        curate.reset();
                        setChange({ kind: "toggle", slide });
                      }}
                    >
                      {slide.is_active ? <EyeOff aria-hidden /> : <Eye aria-hidden />}
                    </Button>
                    <Button
                      size="icon"
                      variant="ghost"
                      aria-label={t("slides.delete", { name: slide.title })}
                      onClick={() => {
                        curate.reset();
                        setChange({ kind: "delete", slide });
                      }}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          );
        }}
      </QueryState>
      <ReasonDialog
        open={change !== null}
        onOpenChange={(next) => !next && setChange(null)}
        title={
          change?.kind === "delete"
            ? t("slides.deleteTitle", { name: change.slide.title })
            : change?.kind === "create"
              ? t("slides.addTitle")
              : change?.kind === "toggle"
                ? change.slide.is_active
                  ? t("slides.hideTitle")
                  : t("slides.showTitle")
                : t("saveOrder")
        }
        description={change?.kind === "delete" ? t("slides.deleteText") : t("slides.changeText")}
        templates={TEMPLATES}
        confirmLabel={change?.kind === "delete" ? t("slides.deleteLabel") : t("save")}
        destructive={change?.kind === "delete"}
        pending={curate.isPending}
        error={curate.error}
        onConfirm={confirm}
      />
    </section>
  );
}

function NewSlideForm({
  onCancel,
  onReady,
}: {
  onCancel: () => void;
  onReady: (body: Record<string, unknown>) => void;
}) {
  const { t } = useAdminT();
  const id = useId();
  const [title, setTitle] = useState("");
  const [subtitle, setSubtitle] = useState("");
  const [link, setLink] = useState("");
  const [image, setImage] = useState<{ url: string; path: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<{ title?: string; link?: string; image?: string }>({});

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setErrors((e) => ({ ...e, image: undefined }));
    try {
      setImage(await uploadSlideImage(file));
    } catch (error) {
      setErrors((e) => ({ ...e, image: errorMessage(error) }));
    } finally {
      setUploading(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      title: title.trim() ? undefined : t("slides.titleMissing"),
      link: link.trim() && !isSlideLink(link.trim()) ? AdminMessages.linkInvalid : undefined,
      image: image ? undefined : t("slides.imageMissing"),
    };
    setErrors(found);
    if (found.title || found.link || found.image || !image) return;
    onReady({
      type: "home",
      title: title.trim(),
      subtitle: subtitle.trim() || null,
      link_url: link.trim() || null,
      image_path: image.path,
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:grid-cols-2"
    >
      <Field
        id={`${id}-image`}
        label={t("slides.image")}
        error={errors.image}
        hint={t("slides.imageHint")}
        className="sm:col-span-2"
      >
        <div className="flex items-center gap-3">
          {image && <img src={image.url} alt="" className="h-16 w-32 rounded-lg object-cover" />}
          <Input
            {...fieldAria(`${id}-image`, errors.image, true)}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            disabled={uploading}
            onChange={(event) => void pick(event.target.files?.[0])}
          />
        </div>
      </Field>
      <Field id={`${id}-title`} label={t("slides.title")} error={errors.title}>
        <Input
          {...fieldAria(`${id}-title`, errors.title)}
          value={title}
          maxLength={120}
          onChange={(e) => setTitle(e.target.value)}
        />
      </Field>
      <Field id={`${id}-subtitle`} label={t("slides.subtitle")}>
        <Input
          id={`${id}-subtitle`}
          value={subtitle}
          maxLength={200}
          onChange={(e) => setSubtitle(e.target.value)}
        />
      </Field>
      <Field
        id={`${id}-link`}
        label={t("slides.link")}
        error={errors.link}
        hint={t("slides.linkHint")}
        className="sm:col-span-2"
      >
        <Input
          {...fieldAria(`${id}-link`, errors.link, true)}
          value={link}
          maxLength={500}
          onChange={(e) => setLink(e.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t("cancel")}
        </Button>
        <Button type="submit" loading={uploading}>
          {t("slides.submit")}
        </Button>
      </div>
    </form>
  );
}
