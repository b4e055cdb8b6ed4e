import {
  drawPlan,
  ImageEditLimits,
  type ImageEditState,
  updateText,
  zoomIn,
  zoomOut,
} from "@saheli/core/image-edit";
import { ZoomIn, ZoomOut } from "lucide-react";
import { type PointerEvent, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { renderEdit } from "./render-edit";

type Props = {
  image: HTMLImageElement;
  state: ImageEditState;
  selected: string | null;
  onChange: (state: ImageEditState) => void;
};

/** The live preview: the same drawing as the export, shown at her zoom; a chosen text follows her finger. */
export function EditPreview({ image, state, selected, onChange }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { t } = useFeedT();
  const dragging = useRef(false);
  const box = useRef<HTMLDivElement>(null);
  const [room, setRoom] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setRoom({ width: entry.contentRect.width - 16, height: entry.contentRect.height - 16 });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // At 100 % the picture fits the box; zoom scales it from there (the box scrolls when it is larger).
  const plan = drawPlan(state, image.naturalWidth, image.naturalHeight);
  const fit = Math.max(0, Math.min(room.width / plan.width, room.height / plan.height));
  const shown = {
    width: Math.round(plan.width * fit * (state.zoom / 100)),
    height: Math.round(plan.height * fit * (state.zoom / 100)),
  };
  useEffect(() => {
    if (!canvas.current) return;
    // One frame per change at most: sliders fire faster than a picture can be drawn.
    const frame = requestAnimationFrame(() => canvas.current && renderEdit(canvas.current, image, state));
    return () => cancelAnimationFrame(frame);
  }, [image, state]);

  const moveText = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!selected) return;
    const rect = event.currentTarget.getBoundingClientRect();
    onChange(
      updateText(state, selected, {
        x: (event.clientX - rect.left) / rect.width,
        y: (event.clientY - rect.top) / rect.height,
      }),
    );
  };

  return (
    <div className="grid min-h-0 gap-2">
      <div ref={box} className="h-[38dvh] overflow-auto rounded-xl bg-muted/70 lg:h-[min(60dvh,34rem)]">
        <div className="flex min-h-full w-max min-w-full p-2">
          <canvas
            ref={canvas}
            role="img"
            aria-label={t("editor.preview")}
            style={{ width: shown.width, height: shown.height }}
            className="m-auto shrink-0 shadow-card"
            onPointerDown={(event) => {
              if (!selected) return;
              dragging.current = true;
              event.currentTarget.setPointerCapture(event.pointerId);
              moveText(event);
            }}
            onPointerMove={(event) => dragging.current && moveText(event)}
            onPointerUp={() => {
              dragging.current = false;
            }}
          />
        </div>
      </div>
      <div className="flex items-center justify-center gap-2">
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t("editor.zoomOut")}
          disabled={state.zoom <= ImageEditLimits.zoomMin}
          onClick={() => onChange({ ...state, zoom: zoomOut(state.zoom) })}
        >
          <ZoomOut aria-hidden />
        </Button>
        <output aria-label={t("editor.zoom")} className="w-14 text-center text-sm tabular-nums">
          {state.zoom}%
        </output>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={t("editor.zoomIn")}
          disabled={state.zoom >= ImageEditLimits.zoomMax}
          onClick={() => onChange({ ...state, zoom: zoomIn(state.zoom) })}
        >
          <ZoomIn aria-hidden />
        </Button>
      </div>
    </div>
  );
}
