import { formatBadgeCount } from "@saheli/core/badge-count";
import {
  type BottomBarAction,
  type BottomBarIcon,
  type BottomBarItem,
  bottomBarItems,
  bottomBarSection,
  isBottomBarItemActive,
} from "@saheli/core/bottom-bar";
import {
  House,
  type LucideIcon,
  MessageCircle,
  Radio,
  ShoppingCart,
  SquarePlus,
  Store,
  Users,
} from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CountBadge } from "@/components/ui/badge";
import { useShoppingPanels } from "@/features/marketplace/components/shopping-provider";
import { useNotificationsPanel } from "@/features/notifications/components/notifications-panel";
import { cn } from "@/lib/cn";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { PostComposer } from "./shell/deferred-parts";
import { type ShellCounts, useShellCounts } from "./shell-counts";

const ICONS: Record<BottomBarIcon, LucideIcon> = {
  home: House,
  post: SquarePlus,
  radio: Radio,
  network: Users,
  chat: MessageCircle,
  shop: Store,
  cart: ShoppingCart,
};

const ITEM_CLASSES =
  "relative flex h-14 flex-1 flex-col items-center justify-center gap-0.5 rounded-xl font-medium text-[0.6875rem] transition-colors";

function badgeText(item: BottomBarItem, counts: ShellCounts): string | null {
  return item.badge ? formatBadgeCount(counts[item.badge], true) : null;
}

/** Doc 3 §2.10: the phone's primary navigation, fixed to the bottom below the large breakpoint. */
export function BottomBar() {
  const { pathname } = useLocation();
  const session = useSession();
  const { openSignIn } = useSignIn();
  const counts = useShellCounts();
  const signedIn = session.status === "signed-in";
  const items = bottomBarItems(bottomBarSection(pathname), signedIn);

  const shopping = useShoppingPanels();

  const { openNotifications } = useNotificationsPanel();

  const [composing, setComposing] = useState(false);
  const { t } = useTranslation();

  const run = (action: BottomBarAction) => {
    if (action === "login") return openSignIn();
    if (action === "cart") return shopping.openCart();
    if (action === "wishlist") return shopping.openWishlist();
    if (!signedIn) return openSignIn();
    if (action === "notifications") return openNotifications();
    // "Post": the feed's own composer, over the page she is on.
    setComposing(true);
  };

  return (
    <nav
      aria-label={t("nav.primary")}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-border border-t bg-card/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_-8px_rgb(43_23_32/0.18)] backdrop-blur lg:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch gap-1 px-2">
        {items.map((item) => {
          const Icon = ICONS[item.icon];
          const badge = badgeText(item, counts);
          const active = isBottomBarItemActive(item, pathname);
          const label = t(`nav.${item.id}`);
          const name = badge ? `${label} ${badge}` : label;
          const classes = cn(
            ITEM_CLASSES,
            active ? "text-primary" : "text-muted-foreground hover:text-foreground",
          );
          const body = (
            <>
              <span className="relative">
                <Icon aria-hidden className="size-6" strokeWidth={active ? 2.25 : 1.75} />
                <CountBadge label={badge} aria-hidden className="-top-1.5 -right-2.5 absolute" />
              </span>
              <span aria-hidden>{label}</span>
              {active && <span aria-hidden className="absolute top-0 h-0.5 w-8 rounded-full bg-primary" />}
            </>
          );
          return (
            <li key={item.id} className="flex flex-1">
              {item.href !== undefined ? (
                <Link
                  to={item.href}
                  aria-label={name}
                  aria-current={active ? "page" : undefined}
                  className={classes}
                >
                  {body}
                </Link>
              ) : (
                <button type="button" aria-label={name} onClick={() => run(item.action)} className={classes}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {composing && <PostComposer open={composing} onOpenChange={setComposing} />}
    </nav>
  );
}
