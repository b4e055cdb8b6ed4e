import type { ShopView } from "@saheli/core/contracts/shops";
import { MessageCircle } from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useMarketplaceT } from "../i18n";

/** Doc 2 §2 "Shop people buttons": Message opens (or starts) the conversation with the shop's owner. */
export function MessageShopButton({ shop }: { shop: ShopView }) {
  const { t } = useMarketplaceT();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const navigate = useNavigate();
  const open = () => {
    if (session.status !== "signed-in") return openSignIn("sign-in");
    navigate(`/chat?user=${encodeURIComponent(shop.owner.id)}`);
  };
  return (
    <Button variant="outline" onClick={open}>
      <MessageCircle aria-hidden /> {t("product.messageShop")}
    </Button>
  );
}
