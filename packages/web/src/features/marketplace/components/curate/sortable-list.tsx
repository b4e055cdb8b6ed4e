import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { GripVertical } from "lucide-react";
import type { ReactNode } from "react";
import { useMarketplaceT } from "@/features/marketplace/i18n";
import { cn } from "@/lib/cn";

type Props<T> = {
  items: readonly T[];
  idOf: (item: T) => string;
  /** What the item is called in the handle's label and in what a screen reader hears. */
  nameOf: (item: T) => string;
  onReorder: (next: T[]) => void;
  /** The item, with its drag handle to place where it reads best. */
  children: (item: T, handle: ReactNode, index: number) => ReactNode;
  label: string;
  className?: string;
};

/**
 * A list she can reorder by dragging (mouse, touch) or from the keyboard on each item's handle (dnd-kit's keyboard
 * sensor), with what happens announced in words; the items also carry Move up / Move down buttons.
 */
export function SortableList<T>({ items, idOf, nameOf, onReorder, children, label, className }: Props<T>) {
  const { t } = useMarketplaceT();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const name = (id: UniqueIdentifier) => {
    const item = items.find((candidate) => idOf(candidate) === id);
    return item ? nameOf(item) : t("curate.sortable.item");
  };
  const place = (id: UniqueIdentifier) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t("curate.sortable.pickedUp", { name: name(active.id), n: place(active.id), total: ids.length }),
    onDragOver: ({ active, over }) =>
      over
        ? t("curate.sortable.movedTo", { name: name(active.id), n: place(over.id), total: ids.length })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t("curate.sortable.droppedAt", { name: name(active.id), n: place(over.id), total: ids.length })
        : t("curate.sortable.dropped", { name: name(active.id) }),
    onDragCancel: ({ active }) => t("curate.sortable.cancelled", { name: name(active.id) }),
  };
  const end = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={end}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t("curate.sortable.instructions") },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol aria-label={label} className={cn("grid min-w-0 grid-cols-1 gap-2", className)}>
          {items.map((item, index) => (
            <SortableItem key={idOf(item)} id={idOf(item)} name={nameOf(item)}>
              {(handle) => children(item, handle, index)}
            </SortableItem>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { t } = useMarketplaceT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      {...attributes}
      {...listeners}
      aria-label={t("curate.sortable.drag", { name })}
      className="inline-flex size-9 shrink-0 cursor-grab touch-none items-center justify-center rounded-lg text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
    >
      <GripVertical aria-hidden className="size-5" />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn("relative min-w-0", isDragging && "z-10 opacity-80 shadow-overlay")}
    >
      {children(handle)}
    </li>
  );
}
