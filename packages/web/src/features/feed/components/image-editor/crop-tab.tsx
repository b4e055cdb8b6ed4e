import {
  CROP_ASPECTS,
  centredCrop,
  clampCrop,
  type ImageEditState,
  orientedSize,
  rotate,
} from "@saheli/core/image-edit";
import { FlipHorizontal2, FlipVertical2, RotateCcw, RotateCw } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { RangeField } from "./range-field";

type Props = {
  state: ImageEditState;
  natural: { width: number; height: number };
  onChange: (state: ImageEditState) => void;
};

/** A crop shape centred on the picture and moved with two sliders; quarter turns and flips. */
export function CropTab({ state, natural, onChange }: Props) {
  const { t } = useFeedT();
  const [aspect, setAspect] = useState<(typeof CROP_ASPECTS)[number]["id"]>("free");
  const seen = orientedSize(natural.width, natural.height, state.rotation);
  const crop = state.crop;
  const shape = (id: (typeof CROP_ASPECTS)[number]["id"], next: ImageEditState = state) => {
    const ratio = CROP_ASPECTS.find((a) => a.id === id)?.ratio ?? null;
    const size = orientedSize(natural.width, natural.height, next.rotation);
    setAspect(id);
    onChange({ ...next, crop: centredCrop(ratio, size.width, size.height) });
  };
  const turn = (direction: 1 | -1) =>
    shape(aspect, { ...state, rotation: rotate(state.rotation, direction) });
  const slackX = Math.round((1 - crop.width) * 100);
  const slackY = Math.round((1 - crop.height) * 100);
  return (
    <div className="grid gap-4">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("editor.cropShape")}</legend>
        {CROP_ASPECTS.map((a) => (
          <Button
            key={a.id}
            type="button"
            size="sm"
            variant={aspect === a.id ? "primary" : "outline"}
            aria-pressed={aspect === a.id}
            onClick={() => shape(a.id)}
          >
            {t(`editor.aspects.${a.id}`)}
          </Button>
        ))}
      </fieldset>
      {slackX > 0 && (
        <RangeField
          label={t("editor.moveX")}
          min={0}
          max={slackX}
          unit="%"
          value={Math.round(crop.x * 100)}
          onChange={(value) => onChange({ ...state, crop: clampCrop({ ...crop, x: value / 100 }) })}
        />
      )}
      {slackY > 0 && (
        <RangeField
          label={t("editor.moveY")}
          min={0}
          max={slackY}
          unit="%"
          value={Math.round(crop.y * 100)}
          onChange={(value) => onChange({ ...state, crop: clampCrop({ ...crop, y: value / 100 }) })}
        />
      )}
      <p className="text-muted-foreground text-xs">
        {t("editor.cropSize", {
          width: Math.round(crop.width * seen.width),
          height: Math.round(crop.height * seen.height),
        })}
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t("editor.turnFlip")}</legend>
        <Button type="button" size="sm" variant="outline" onClick={() => turn(-1)}>
          <RotateCcw aria-hidden /> {t("editor.rotateLeft")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => turn(1)}>
          <RotateCw aria-hidden /> {t("editor.rotateRight")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={state.flipH ? "primary" : "outline"}
          aria-pressed={state.flipH}
          onClick={() => onChange({ ...state, flipH: !state.flipH })}
        >
          <FlipHorizontal2 aria-hidden /> {t("editor.flipH")}
        </Button>
        <Button
          type="button"
          size="sm"
          variant={state.flipV ? "primary" : "outline"}
          aria-pressed={state.flipV}
          onClick={() => onChange({ ...state, flipV: !state.flipV })}
        >
          <FlipVertical2 aria-hidden /> {t("editor.flipV")}
        </Button>
      </fieldset>
    </div>
  );
}
