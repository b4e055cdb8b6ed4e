import type { LegalDocument } from "@saheli/core/contracts/legal";
import type { LegalSlug } from "@saheli/core/legal";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { usePublishPolicy } from "../api/publish-policy";
import { useLegalT } from "../i18n";

type Props = { slug: LegalSlug; current: LegalDocument };

/** The next version of one policy: its text (Markdown), what changed, and whether the change is material. */
export function PublishPolicyForm({ slug, current }: Props) {
  const id = useId();
  const publish = usePublishPolicy(slug);
  const [title, setTitle] = useState(current.title);
  const [body, setBody] = useState(current.body);
  const [summary, setSummary] = useState("");
  const [material, setMaterial] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { t } = useLegalT();
  const unchanged = body.trim() === current.body.trim() && title.trim() === current.title.trim();
  const tooShort = body.trim().length < 20 || title.trim().length < 3;

  const send = () =>
    publish.mutate(
      { title: title.trim(), body: body.trim(), summary: summary.trim() || undefined, material },
      {
        onSuccess: (published) => {
          setConfirming(false);
          setSummary("");
          setMaterial(false);
          toast.success(t("publish.published", { version: published.version }), {
            description: material ? t("publish.publishedMaterial") : undefined,
          });
        },
        onError: (error) => {
          setConfirming(false);
          toast.error(t("publish.failed"), { description: errorMessage(error) });
        },
      },
    );

  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (!unchanged && !tooShort) setConfirming(true);
      }}
    >
      <Field id={`${id}-title`} label={t("publish.title")}>
        <Input id={`${id}-title`} value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field id={`${id}-body`} label={t("publish.text")} hint={t("publish.textHint")}>
        <Textarea
          id={`${id}-body`}
          value={body}
          rows={16}
          aria-describedby={`${id}-body-hint`}
          className="font-mono text-sm"
          onChange={(e) => setBody(e.target.value)}
        />
      </Field>
      <Field id={`${id}-summary`} label={t("publish.whatChanged")} hint={t("publish.whatChangedHint")}>
        <Input
          id={`${id}-summary`}
          value={summary}
          maxLength={500}
          aria-describedby={`${id}-summary-hint`}
          onChange={(e) => setSummary(e.target.value)}
        />
      </Field>
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-5 accent-primary"
          checked={material}
          onChange={(e) => setMaterial(e.target.checked)}
        />
        <span>
          <span className="block font-medium text-foreground">{t("publish.material")}</span>
          <span className="block text-muted-foreground">
            {slug === "terms" || slug === "privacy"
              ? t("publish.materialHint")
              : t("publish.materialHintOther")}
          </span>
        </span>
      </label>
      <Button type="submit" className="justify-self-start" disabled={unchanged || tooShort}>
        {t("publish.button", { version: current.version + 1 })}
      </Button>
      {unchanged && <p className="text-muted-foreground text-xs">{t("publish.unchanged")}</p>}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("publish.confirmTitle", { version: current.version + 1 })}
        description={material ? t("publish.confirmMaterial") : t("publish.confirmPlain")}
        confirmLabel={t("publish.confirm")}
        pending={publish.isPending}
        onConfirm={send}
      />
    </form>
  );
}
