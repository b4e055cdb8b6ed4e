import { ADJUSTMENTS, type ImageEditState, setAdjustment } from "@saheli/core/image-edit";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { RangeField } from "./range-field";

type Props = { state: ImageEditState; onChange: (state: ImageEditState) => void };

/** Brightness, contrast and saturation 0–200 %; warmth and exposure −100 to 100 (doc 1 §9). */
export function AdjustTab({ state, onChange }: Props) {
  const { t } = useFeedT();
  return (
    <div className="grid gap-4">
      {ADJUSTMENTS.map((a) => (
        <RangeField
          key={a.name}
          label={t(`editor.adjustments.${a.name}`)}
          min={a.min}
          max={a.max}
          unit={a.min === 0 ? "%" : ""}
          value={state.adjust[a.name]}
          onChange={(value) => onChange(setAdjustment(state, a.name, value))}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="justify-self-start"
        onClick={() =>
          onChange({
            ...state,
            adjust: { brightness: 100, contrast: 100, saturation: 100, warmth: 0, exposure: 0 },
          })
        }
      >
        {t("editor.resetAdjustments")}
      </Button>
    </div>
  );
}
