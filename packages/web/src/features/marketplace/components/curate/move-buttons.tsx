import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";

type Props = { name: string; index: number; count: number; onMove: (to: number) => void };

/** The keyboard's plain alternative to dragging: one place up or down. */
export function MoveButtons({ name, index, count, onMove }: Props) {
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} up`}
        title="Move up"
        // aria-disabled, not disabled: focus stays on the button when it reaches the top.
        aria-disabled={index === 0}
        className="size-9 aria-disabled:opacity-40"
        onClick={() => index > 0 && onMove(index - 1)}
      >
        <ArrowUp aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={`Move ${name} down`}
        title="Move down"
        aria-disabled={index === count - 1}
        className="size-9 aria-disabled:opacity-40"
        onClick={() => index < count - 1 && onMove(index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </>
  );
}
