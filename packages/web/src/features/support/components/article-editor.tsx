import { HELP_CATEGORIES, SupportLimits } from "@saheli/core/support";
import { type FormEvent, type ReactNode, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/cn";
import { useSupportT } from "../i18n";
import { Markdown } from "./markdown";

export type ArticleDraft = { title: string; category: string; content: string; note: string };

/** Title, category, Markdown with a preview, and what changed; `error` is the server's refusal. */
export function ArticleEditor({
  draft,
  onChange,
  onSubmit,
  pending,
  error,
  submitLabel,
  before,
}: {
  draft: ArticleDraft;
  onChange: (draft: ArticleDraft) => void;
  onSubmit: () => void;
  pending: boolean;
  error: ReactNode;
  submitLabel: string;
  before?: ReactNode;
}) {
  const { t } = useSupportT();
  const [preview, setPreview] = useState(false);
  const [missing, setMissing] = useState<string>();
  const set = (key: keyof ArticleDraft) => (value: string) => onChange({ ...draft, [key]: value });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!draft.title.trim() || !draft.content.trim() || !draft.category.trim())
      return setMissing(t("admin.editor.missing"));
    setMissing(undefined);
    onSubmit();
  }
  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {before}
      <Field id="article-title" label={t("admin.editor.title")}>
        <Input
          {...fieldAria("article-title", undefined)}
          value={draft.title}
          maxLength={SupportLimits.articleTitleMax}
          onChange={(e) => set("title")(e.target.value)}
        />
      </Field>
      <Field id="article-category" label={t("admin.editor.category")}>
        <Input
          id="article-category"
          list="help-categories"
          value={draft.category}
          maxLength={60}
          onChange={(e) => set("category")(e.target.value)}
        />
        <datalist id="help-categories">
          {HELP_CATEGORIES.map((c) => (
            <option key={c.name} value={c.name} />
          ))}
        </datalist>
      </Field>
      <div className="grid gap-1.5">
        <div className="flex items-center justify-between gap-2">
          <label htmlFor="article-content" className="font-medium text-sm">
            {t("admin.editor.content")}
          </label>
          <div
            role="tablist"
            aria-label={t("admin.editor.view")}
            className="flex gap-1 rounded-full bg-muted p-1 text-sm"
          >
            {(["write", "preview"] as const).map((label) => (
              <button
                key={label}
                type="button"
                role="tab"
                aria-selected={(label === "preview") === preview}
                onClick={() => setPreview(label === "preview")}
                className={cn(
                  "rounded-full px-3 py-1",
                  (label === "preview") === preview
                    ? "bg-card font-medium shadow-sm"
                    : "text-muted-foreground",
                )}
              >
                {t(`admin.editor.${label}`)}
              </button>
            ))}
          </div>
        </div>
        {preview ? (
          <div className="min-h-64 rounded-xl border border-border bg-card p-4">
            <Markdown source={draft.content} />
          </div>
        ) : (
          <Textarea
            id="article-content"
            rows={16}
            className="font-mono text-sm"
            value={draft.content}
            maxLength={SupportLimits.articleContentMax}
            onChange={(e) => set("content")(e.target.value)}
          />
        )}
        <p className="text-muted-foreground text-xs">{t("admin.editor.syntax")}</p>
      </div>
      <Field id="article-note" label={t("admin.editor.note")}>
        <Input
          id="article-note"
          value={draft.note}
          maxLength={SupportLimits.articleNoteMax}
          placeholder={t("admin.editor.notePlaceholder")}
          onChange={(e) => set("note")(e.target.value)}
        />
      </Field>
      {(missing || error) && (
        <div role="alert" className="text-destructive text-sm">
          {missing ?? error}
        </div>
      )}
      <Button type="submit" loading={pending} className="justify-self-end">
        {submitLabel}
      </Button>
    </form>
  );
}
