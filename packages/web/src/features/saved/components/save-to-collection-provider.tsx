import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { type SaveToCollectionRequest, SaveToCollectionSlot } from "@/lib/save-to-collection";
import { usePlaceThing } from "../api/item-actions";

// The dialog's code arrives the first time she asks for it; the shell that mounts this stays light.
const CollectionPickerDialog = lazy(() =>
  import("./collection-picker-dialog").then((m) => ({ default: m.CollectionPickerDialog })),
);

/** Mounted once by the app: any screen may ask to save a post, listing or job into one of her collections. */
export function SaveToCollectionProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<SaveToCollectionRequest | null>(null);
  const place = usePlaceThing();
  const navigate = useNavigate();
  const open = useCallback((next: SaveToCollectionRequest) => setRequest(next), []);
  return (
    <SaveToCollectionSlot value={open}>
      {children}
      {request && (
        <Suspense fallback={null}>
          <CollectionPickerDialog
            open
            onOpenChange={(next) => !next && setRequest(null)}
            title="Save to a collection"
            description={`Choose where “${request.title}” goes. You'll find it under Saved Items.`}
            pending={place.isPending}
            onPick={(collectionId) =>
              place.mutate(
                { thing: { kind: request.kind, id: request.id }, collectionId },
                {
                  onSuccess: () => {
                    request.onSaved?.();
                    setRequest(null);
                    toast.success("Saved to your items", {
                      action: { label: "View", onClick: () => navigate("/saved") },
                    });
                  },
                  onError: (error) => toast.error(errorMessage(error)),
                },
              )
            }
          />
        </Suspense>
      )}
    </SaveToCollectionSlot>
  );
}
