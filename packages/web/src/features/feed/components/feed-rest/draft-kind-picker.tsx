import { DRAFT_KINDS, type DraftKind, DraftKindLabels } from "@saheli/core/post-kinds";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";

type Props = { value: DraftKind; onChange: (kind: DraftKind) => void };

/** Doc 1 §1's draft kinds beside thought: achievement, insight, question (a radio group of chips). */
export function DraftKindPicker({ value, onChange }: Props) {
  const { t } = useFeedT();
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">{t("kinds.legend")}</legend>
      {DRAFT_KINDS.map((kind) => {
        const { icon } = DraftKindLabels[kind];
        return (
          <label
            key={kind}
            className={cn(
              "flex cursor-pointer items-center gap-1 rounded-full px-3 py-1 text-sm ring-1 ring-border transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring",
              value === kind ? "bg-primary-soft font-medium text-primary ring-primary/40" : "hover:bg-muted",
            )}
          >
            <input
              type="radio"
              name="draft-kind"
              value={kind}
              checked={value === kind}
              onChange={() => onChange(kind)}
              className="sr-only"
            />
            <span aria-hidden>{icon}</span>
            {t(`kinds.${kind}.label`)}
          </label>
        );
      })}
    </fieldset>
  );
}
