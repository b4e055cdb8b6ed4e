import { Heart, MessageCircle, ShoppingCart, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { SaheliWordmark } from "@/components/brand";
import { useShoppingPanels } from "@/features/marketplace/components/shopping-provider";
import { useShellCounts } from "../shell-counts";
import { AccountPanel } from "./account-panel";
import { DeliveryLocationButton } from "./delivery-location-button";
import { HeaderFrame, HeaderRow } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";
import { HeaderSearch } from "./header-search";
import { NotificationsButton } from "./notifications-button";

/** Doc 3 §2.3: logo, location (on / only), search, Network, Wishlist, Cart, Chat and Alerts. */
export function HomeHeader() {
  const { pathname } = useLocation();
  const counts = useShellCounts();
  const shopping = useShoppingPanels();
  const { t } = useTranslation();
  return (
    <HeaderFrame kind="home">
      <HeaderRow className="h-16 lg:h-20">
        <SaheliWordmark />
        {pathname === "/" && (
          <div className="hidden lg:block">
            <DeliveryLocationButton />
          </div>
        )}
        <HeaderSearch className="mx-2 hidden flex-1 lg:block xl:mx-4" />
        <div className="flex-1 lg:hidden" />
        <nav aria-label={t("header.quickLinks")} className="hidden items-center gap-0.5 lg:flex">
          <HeaderIconButton icon={Users} label={t("nav.network")} to="/community/network" showLabel />
          <HeaderIconButton
            icon={Heart}
            label={t("header.wishlist")}
            onClick={shopping.openWishlist}
            count={counts.wishlist}
            showLabel
          />
          <HeaderIconButton
            icon={ShoppingCart}
            label={t("nav.cart")}
            onClick={shopping.openCart}
            count={counts.cart}
            showLabel
          />
          <HeaderIconButton
            icon={MessageCircle}
            label={t("nav.chat")}
            to="/chat"
            count={counts.chat}
            showLabel
          />
          <NotificationsButton showLabel />
        </nav>
        <NotificationsButton className="lg:hidden" />
        <div className="lg:hidden">
          <AccountPanel />
        </div>
        <div className="hidden lg:block">
          <AccountPanel expanded />
        </div>
      </HeaderRow>
      <div className="px-3 pb-3 sm:px-6 lg:hidden">
        <HeaderSearch />
      </div>
    </HeaderFrame>
  );
}
