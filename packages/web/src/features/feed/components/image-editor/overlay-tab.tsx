import {
  clampOverlayOpacity,
  IMAGE_OVERLAYS,
  ImageEditLimits,
  type ImageEditState,
} from "@saheli/core/image-edit";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { RangeField } from "./range-field";

type Props = { state: ImageEditState; onChange: (state: ImageEditState) => void };

/** None, vignette, grain or a light leak, at an opacity of 0–100 (doc 1 §9). */
export function OverlayTab({ state, onChange }: Props) {
  const { t } = useFeedT();
  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("editor.overlays")}</legend>
        {IMAGE_OVERLAYS.map((overlay) => (
          <Button
            key={overlay}
            type="button"
            size="sm"
            variant={state.overlay === overlay ? "primary" : "outline"}
            aria-pressed={state.overlay === overlay}
            onClick={() => onChange({ ...state, overlay })}
          >
            {t(`editor.overlayNames.${overlay}`)}
          </Button>
        ))}
      </fieldset>
      {state.overlay !== "none" && (
        <RangeField
          label={t("editor.overlayOpacity")}
          min={ImageEditLimits.overlayOpacityMin}
          max={ImageEditLimits.overlayOpacityMax}
          unit="%"
          value={state.overlayOpacity}
          onChange={(value) => onChange({ ...state, overlayOpacity: clampOverlayOpacity(value) })}
        />
      )}
    </div>
  );
}
