import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useReorderSection } from "../api/reorder-section";
import type { ProfileSection } from "../api/section-path";
import { moveId } from "../lib/move-id";

export type MoveItem = (
  section: ProfileSection,
  items: { id: string }[],
  itemId: string,
  direction: -1 | 1,
) => void;

/** Moves one item of her list up or down, on screen at once, then on the server. */
export function useMoveItem(profileId: string, pageKey: string): MoveItem {
  const reorder = useReorderSection();
  return (section, items, itemId, direction) => {
    const before = items.map((item) => item.id);
    const ids = moveId(before, itemId, direction);
    if (ids === before) return;
    reorder.mutate(
      { profileId, section, ids, pageKey },
      { onError: (error) => toast.error(errorMessage(error)) },
    );
  };
}
