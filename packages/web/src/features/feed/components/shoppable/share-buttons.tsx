import type { ShareKind } from "@saheli/core/shoppable";
import { ShareMessages } from "@saheli/core/shoppable";
import { Briefcase, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { SharePickerDialog } from "./share-picker-dialog";
import type { ShareDraft } from "./use-share-draft";
import { useShareableListings } from "./use-shareable-listings";

/** The composer's "Products" and "Services" buttons; only a member with a shop has anything to share. */
export function ShareButtons({ draft }: { draft: ShareDraft }) {
  const signedIn = useSession().status === "signed-in";
  const shop = useShareableListings("products", "", signedIn);
  const [picking, setPicking] = useState<ShareKind | null>(null);
  if (!shop.data?.has_shop) return null;
  const button = (kind: ShareKind, Icon: typeof ShoppingBag, label: string) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      aria-label={ShareMessages.pickerTitle[kind]}
      onClick={() => setPicking(kind)}
    >
      <Icon aria-hidden /> {label}
    </Button>
  );
  return (
    <>
      {button("products", ShoppingBag, "Products")}
      {button("services", Briefcase, "Services")}
      {picking && (
        <SharePickerDialog
          kind={picking}
          open
          onOpenChange={(open) => !open && setPicking(null)}
          chosen={draft.chosen}
          onChange={draft.setChosen}
        />
      )}
    </>
  );
}
