import type { ShopView } from "@saheli/core/contracts/shops";
import { formatCount } from "@saheli/core/feed";
import { ShopMessages } from "@saheli/core/shops";
import { Check, Plus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useFollowShop } from "../api/shops";
import { useMarketplaceT } from "../i18n";

/** Doc 3 §2.8, §4: Follow or Following with the count; a visitor is asked to sign in first. */
export function FollowShopButton({ shop }: { shop: ShopView }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const follow = useFollowShop(shop);
  const toggle = () => {
    if (session.status !== "signed-in") return openSignIn("sign-in");
    follow.mutate(!shop.is_following, {
      onError: (error) =>
        toast.error(messageIn(shop.is_following ? ShopMessages.unfollowFailed : ShopMessages.followFailed), {
          description: error.message,
        }),
    });
  };
  return (
    <Button
      variant={shop.is_following ? "outline" : "primary"}
      aria-pressed={shop.is_following}
      loading={follow.isPending}
      onClick={toggle}
    >
      {shop.is_following ? <Check aria-hidden /> : <Plus aria-hidden />}
      {shop.is_following ? t("shop.follow.following") : t("shop.follow.follow")}
      <span className="text-xs opacity-80">· {formatCount(shop.follower_count)}</span>
    </Button>
  );
}
