import type { ShareKind } from "@saheli/core/shoppable";
import { Briefcase, ShoppingBag } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "@/features/feed/i18n";
import { useSession } from "@/lib/session/use-session";
import { SharePickerDialog } from "./share-picker-dialog";
import type { ShareDraft } from "./use-share-draft";
import { useShareableListings } from "./use-shareable-listings";

/** The composer's "Products" and "Services" buttons; only a member with a shop has anything to share. */
export function ShareButtons({ draft }: { draft: ShareDraft }) {
  const signedIn = useSession().status === "signed-in";
  const shop = useShareableListings("products", "", signedIn);
  const [picking, setPicking] = useState<ShareKind | null>(null);
  const { t } = useFeedT();
  if (!shop.data?.has_shop) return null;
  const button = (kind: ShareKind, Icon: typeof ShoppingBag, label: string) => (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      aria-haspopup="dialog"
      aria-label={t(`share.pickerTitle.${kind}`)}
      onClick={() => setPicking(kind)}
    >
      <Icon aria-hidden /> {label}
    </Button>
  );
  return (
    <>
      {button("products", ShoppingBag, t("share.products"))}
      {button("services", Briefcase, t("share.services"))}
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
