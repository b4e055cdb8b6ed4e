import { ArrowDown, ArrowUp, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useProfilesT } from "../i18n";

export type ItemControlsProps = {
  name: string;
  first: boolean;
  last: boolean;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
  className?: string;
};

/**
 * Reorder, edit and delete buttons for one item of her own lists. At either end the move button stays
 * focusable (aria-disabled), so keyboard focus is not lost after moving an item to the top or bottom.
 */
export function ItemControls({ name, first, last, onMove, onEdit, onDelete, className }: ItemControlsProps) {
  const { t } = useProfilesT();
  const move = (direction: -1 | 1, blocked: boolean) => () => {
    if (!blocked) onMove(direction);
  };
  return (
    <div className={cn("-ml-2 flex shrink-0 items-center gap-0.5 sm:ml-0", className)}>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 aria-disabled:opacity-40"
        aria-label={t("controls.moveUp", { name })}
        aria-disabled={first || undefined}
        onClick={move(-1, first)}
      >
        <ArrowUp aria-hidden className="size-4!" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 aria-disabled:opacity-40"
        aria-label={t("controls.moveDown", { name })}
        aria-disabled={last || undefined}
        onClick={move(1, last)}
      >
        <ArrowDown aria-hidden className="size-4!" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label={t("controls.edit", { name })}
        onClick={onEdit}
      >
        <Pencil aria-hidden className="size-4!" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        className="size-8 text-destructive hover:bg-destructive-soft"
        aria-label={t("controls.delete", { name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden className="size-4!" />
      </Button>
    </div>
  );
}
