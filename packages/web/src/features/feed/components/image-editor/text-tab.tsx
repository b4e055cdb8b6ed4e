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
  const current = state.texts.find((t) => t.id === selected) ?? null;
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
          aria-label="Text to add"
          placeholder="Type your words"
          value={words}
          maxLength={ImageEditLimits.textMax}
          onChange={(event) => setWords(event.target.value)}
        />
        <div className="flex items-end gap-3">
          <div className="flex-1">
            <RangeField
              label="Text size"
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
            Colour
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
          Add text
        </Button>
        {full && (
          <p className="text-muted-foreground text-xs">
            A picture can hold {ImageEditLimits.textElementsMax} texts.
          </p>
        )}
      </form>
      {state.texts.length > 0 && (
        <ul aria-label="Texts on the picture" className="grid gap-1">
          {state.texts.map((t) => (
            <li key={t.id} className="flex items-center gap-2">
              <button
                type="button"
                aria-pressed={t.id === selected}
                onClick={() => onSelect(t.id === selected ? null : t.id)}
                className={cn(
                  "flex-1 truncate rounded-lg px-3 py-1.5 text-left text-sm hover:bg-muted",
                  t.id === selected && "bg-primary-soft font-medium text-primary",
                )}
              >
                {t.text}
              </button>
              <Button
                type="button"
                size="icon"
                variant="ghost"
                aria-label={`Remove “${t.text}”`}
                onClick={() => {
                  onChange(removeText(state, t.id));
                  if (t.id === selected) onSelect(null);
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
            label="Across"
            min={0}
            max={100}
            unit="%"
            value={Math.round(current.x * 100)}
            onChange={(value) => onChange(updateText(state, current.id, { x: value / 100 }))}
          />
          <RangeField
            label="Down"
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
