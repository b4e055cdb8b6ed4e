import { Check, FolderPlus, Inbox, Library } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useCreateCollection } from "../api/collection-actions";
import { useCollections } from "../api/get-collections";
import { useSavedT } from "../i18n";
import { CollectionNameForm } from "./collection-name-form";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** Where the thing sits now: a collection's id, null for "All saved" only, undefined when not saved yet. */
  current?: string | null;
  pending: boolean;
  onPick: (collectionId: string | null) => void;
};

/** Picks a collection (or none) for a saved thing; a new collection can be made on the spot and is picked. */
export function CollectionPickerDialog({
  open,
  onOpenChange,
  title,
  description,
  current,
  pending,
  onPick,
}: Props) {
  const { t } = useSavedT();
  const collections = useCollections(open);
  const create = useCreateCollection();
  const [creating, setCreating] = useState(false);
  const options = [
    { id: null, name: t("picker.allOnly"), hint: t("picker.noCollection"), icon: Inbox },
    ...(collections.data?.collections ?? []).map((c) => ({
      id: c.id as string | null,
      name: c.name,
      hint: t("picker.items", { count: c.item_count }),
      icon: Library,
    })),
  ];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setCreating(false);
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {collections.isPending ? (
          <div className="grid gap-2" role="status" aria-busy="true" aria-label={t("picker.loading")}>
            <Skeleton className="h-12 rounded-xl" />
            <Skeleton className="h-12 rounded-xl" />
          </div>
        ) : collections.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t("picker.error")}{" "}
            <button type="button" className="underline" onClick={() => void collections.refetch()}>
              {t("picker.retry")}
            </button>
          </p>
        ) : (
          <ul className="-mx-1 grid max-h-[45dvh] gap-1 overflow-y-auto px-1" aria-label={t("picker.list")}>
            {options.map((option) => {
              const chosen = option.id === current;
              return (
                <li key={option.id ?? "none"}>
                  <button
                    type="button"
                    disabled={pending}
                    aria-pressed={chosen}
                    onClick={() => onPick(option.id)}
                    className={cn(
                      "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60",
                      chosen && "bg-primary-soft",
                    )}
                  >
                    <option.icon aria-hidden className="size-5 shrink-0 text-primary" />
                    <span className="grid flex-1">
                      <span className="font-medium text-foreground text-sm">{option.name}</span>
                      <span className="text-muted-foreground text-xs">{option.hint}</span>
                    </span>
                    {chosen && <Check aria-label={t("picker.current")} className="size-4 text-primary" />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        {creating ? (
          <CollectionNameForm
            id="new-collection-name"
            label={t("picker.newCollection")}
            submitLabel={t("picker.create")}
            autoFocus
            pending={create.isPending || pending}
            onCancel={() => setCreating(false)}
            onSubmit={async (name) => {
              const made = await create.mutateAsync(name);
              setCreating(false);
              onPick(made.id);
            }}
          />
        ) : (
          <Button variant="outline" onClick={() => setCreating(true)} disabled={pending}>
            <FolderPlus aria-hidden /> {t("picker.newCollection")}
          </Button>
        )}
      </DialogContent>
    </Dialog>
  );
}
