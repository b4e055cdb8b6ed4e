import {
  addText,
  ImageEditLimits,
  type ImageEditState,
  removeText,
  updateText,
} from "@saheli/core/image-edit";
import { Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useFeedT } from "@/features/feed/i18n";
import { cn } from "@/lib/cn";
import { RangeField } from "./range-field";

type Props = {
  state: ImageEditState;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onChange: (state: ImageEditState) => void;
};

/** Words on the picture: added in the middle, then moved with the sliders (or dragged on the preview). */
export function TextTab({ state, selected, onSelect, onChange }: Props) {
  const [words, setWords] = useState("");
  const [size, setSize] = useState(40);
  const [colour, setColour] = useState("#ffffff");
  const colourId = useId();
  const { t } = useFeedT();
  const current = state.texts.find((text) => text.id === selected) ?? null;
  const full = state.texts.length >= ImageEditLimits.textElementsMax;
  const add = () => {
    const id = crypto.randomUUID();
    const next = addText(state, { id, text: words.trim(), x: 0.5, y: 0.5, size, colour });
    if (next === state) return;
    onChange(next);
    onSelect(id);
    setWords("");
  };
  return (
    <div className="grid gap-4">
      <form
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          event.stopPropagation();
          add();
        }}
      >
        <Input
          aria-label={t("editor.textToAdd")}
          placeholder={t("editor.textPlaceholder")}
          value={words}
          maxLength={ImageEditLimits.textMax}
          onChange={(event) => setWords(event.target.value)}
        />
        <div className="flex items-end gap-3">
          <div className="flex-1">
            <RangeField
              label={t("editor.textSize")}
              min={ImageEditLimits.textSizeMin}
              max={ImageEditLimits.textSizeMax}
              unit="px"
              value={current?.size ?? size}
              onChange={(value) =>
                current ? onChange(updateText(state, current.id, { size: value })) : setSize(value)
              }
            />
          </div>
          <label htmlFor={colourId} className="grid gap-1 text-sm font-medium">
            {t("editor.colour")}
            <input
              id={colourId}
              type="color"
              value={current?.colour ?? colour}
              onChange={(event) =>
                current
                  ? onChange(updateText(state, current.id, { colour: event.target.value }))
                  : setColour(event.target.value)
              }
              className="h-9 w-12 cursor-pointer rounded-md border border-input bg-card"
            />
          </label>
        </div>
        <Button type="submit" size="sm" className="justify-self-start" disabled={!words.trim() || full}>
          {t("editor.addText")}
        </Button>
        {full && (
          <p className="text-muted-foreground text-xs">
            {t("editor.textsFull", { max: ImageEditLimits.textElementsMax })}
          </p>
        )}
      </form>
      {state.texts.length > 0 && (
        <ul aria-label={t("editor.texts")} className="grid gap-1">
          {state.texts.map((text) => (
            <li key={text.id} className="flex items-center gap-2">
              <button
                type="button"
                aria-pressed={text.id === selected}
                onClick={() => onSelect(text.id === selected ? null : text.id)}
                className={cn(
                  "flex-1 truncate rounded-lg px-3 py-1.5 text-left text-sm hover:bg-muted",
                  text.id === selected && "bg-primary-soft font-medium text-primary",
                )}
              >
                {text.text}
              </button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={t("editor.removeText", { text: text.text })}
                onClick={() => {
                  onChange(removeText(state, text.id));
                  if (text.id === selected) onSelect(null);
                }}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {current && (
        <div className="grid gap-3 rounded-xl bg-muted/60 p-3">
          <RangeField
            label={t("editor.across")}
            min={0}
            max={100}
            unit="%"
            value={Math.round(current.x * 100)}
            onChange={(value) => onChange(updateText(state, current.id, { x: value / 100 }))}
          />
          <RangeField
            label={t("editor.down")}
            min={0}
            max={100}
            unit="%"
            value={Math.round(current.y * 100)}
            onChange={(value) => onChange(updateText(state, current.id, { y: value / 100 }))}
          />
        </div>
      )}
    </div>
  );
}
