import {
  clampOverlayOpacity,
  IMAGE_OVERLAYS,
  ImageEditLimits,
  type ImageEditState,
  OVERLAY_LABELS,
} from "@saheli/core/image-edit";
import { Button } from "@/components/ui/button";
import { RangeField } from "./range-field";

type Props = { state: ImageEditState; onChange: (state: ImageEditState) => void };

/** None, vignette, grain or a light leak, at an opacity of 0–100 (doc 1 §9). */
export function OverlayTab({ state, onChange }: Props) {
  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">Overlays</legend>
        {IMAGE_OVERLAYS.map((overlay) => (
          <Button
            key={overlay}
            type="button"
            size="sm"
            variant={state.overlay === overlay ? "primary" : "outline"}
            aria-pressed={state.overlay === overlay}
            onClick={() => onChange({ ...state, overlay })}
          >
            {OVERLAY_LABELS[overlay]}
          </Button>
        ))}
      </fieldset>
      {state.overlay !== "none" && (
        <RangeField
          label="Overlay opacity"
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
