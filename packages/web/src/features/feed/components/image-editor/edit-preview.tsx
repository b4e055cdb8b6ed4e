import { ImageEditLimits, type ImageEditState, updateText, zoomIn, zoomOut } from "@saheli/core/image-edit";
import { ZoomIn, ZoomOut } from "lucide-react";
import { type PointerEvent, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
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
  const dragging = useRef(false);
  useEffect(() => {
    if (!canvas.current) return;
    // One frame per change at most: sliders fire faster than a picture can be drawn.
    const frame = requestAnimationFrame(() => canvas.current && renderEdit(canvas.current, image, state));
    return () => cancelAnimationFrame(frame);
  }, [image, state]);

  const moveText = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!selected) return;
    const box = event.currentTarget.getBoundingClientRect();
    onChange(
      updateText(state, selected, {
        x: (event.clientX - box.left) / box.width,
        y: (event.clientY - box.top) / box.height,
      }),
    );
  };

  return (
    <div className="grid min-h-0 gap-2">
      <div className="relative h-[38dvh] overflow-auto rounded-xl bg-muted/70 p-2 lg:h-[min(60dvh,34rem)]">
        <div className={state.zoom > 100 ? "size-full" : "flex size-full items-center justify-center"}>
          <canvas
            ref={canvas}
            role="img"
            aria-label="Preview of your edited picture"
            // The picture fits the box at 100 %; zoom scales it from there (from the corner when larger, so
            // every part can be scrolled to).
            style={{
              transform: `scale(${state.zoom / 100})`,
              transformOrigin: state.zoom > 100 ? "top left" : "center",
            }}
            className="max-h-full max-w-full shadow-card"
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
          aria-label="Zoom out"
          disabled={state.zoom <= ImageEditLimits.zoomMin}
          onClick={() => onChange({ ...state, zoom: zoomOut(state.zoom) })}
        >
          <ZoomOut aria-hidden />
        </Button>
        <output aria-label="Zoom" className="w-14 text-center text-sm tabular-nums">
          {state.zoom}%
        </output>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label="Zoom in"
          disabled={state.zoom >= ImageEditLimits.zoomMax}
          onClick={() => onChange({ ...state, zoom: zoomIn(state.zoom) })}
        >
          <ZoomIn aria-hidden />
        </Button>
      </div>
    </div>
  );
}
