import { ArrowDown, ArrowUp } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMarketplaceT } from "@/features/marketplace/i18n";

type Props = { name: string; index: number; count: number; onMove: (to: number) => void };

/** The keyboard's plain alternative to dragging: one place up or down. */
export function MoveButtons({ name, index, count, onMove }: Props) {
  const { t } = useMarketplaceT();
  return (
    <>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        aria-label={t("curate.move.up", { name })}
        title={t("curate.move.upTitle")}
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
        aria-label={t("curate.move.down", { name })}
        title={t("curate.move.downTitle")}
        aria-disabled={index === count - 1}
        className="size-9 aria-disabled:opacity-40"
        onClick={() => index < count - 1 && onMove(index + 1)}
      >
        <ArrowDown aria-hidden />
      </Button>
    </>
  );
}
