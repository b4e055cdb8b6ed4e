import { lazy, type ReactNode, Suspense, useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { i18n } from "@/lib/i18n/i18n";
import { type SaveToCollectionRequest, SaveToCollectionSlot } from "@/lib/save-to-collection";
import { usePlaceThing } from "../api/item-actions";

// The dialog's code (and its words) arrive the first time she asks for it; the shell that mounts this stays light.
const SaveToCollectionDialog = lazy(() =>
  import("./save-to-collection-dialog").then((m) => ({ default: m.SaveToCollectionDialog })),
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
          <SaveToCollectionDialog
            onOpenChange={(next) => !next && setRequest(null)}
            title={request.title}
            pending={place.isPending}
            onPick={(collectionId) =>
              place.mutate(
                { thing: { kind: request.kind, id: request.id }, collectionId },
                {
                  onSuccess: () => {
                    request.onSaved?.();
                    setRequest(null);
                    // The dialog registered the words of "saved" when it loaded.
                    toast.success(i18n.t("saved:provider.saved"), {
                      action: { label: i18n.t("saved:provider.view"), onClick: () => navigate("/saved") },
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
