import { titleFromPath } from "@saheli/core/shell-header";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { AccountPanel } from "./account-panel";
import { BackButton } from "./back-button";
import { HeaderFrame, HeaderRow, HeaderTitle } from "./header-frame";
import { NotificationsButton } from "./notifications-button";
import { SearchButton } from "./search-button";
import { ShareMenu } from "./share-menu";

/** Core titles a page by its path, in English; the shell's own pages have their words in the catalogue. */
const TITLE_KEYS = {
  Saheli: "saheli",
  Shops: "shops",
  "Followed Shops": "followedShops",
  Wishlist: "wishlist",
  Cart: "cart",
  Checkout: "checkout",
  Confirmation: "confirmation",
  Tracking: "tracking",
  "Create Shop": "createShop",
  "Create Listing": "createListing",
  Support: "support",
  "Contact Us": "contactUs",
  Kb: "kb",
  Tickets: "tickets",
  Terms: "terms",
  Privacy: "privacy",
  Accessibility: "accessibility",
  "Shipping Returns": "shippingReturns",
  "Prohibited Items": "prohibitedItems",
  Confirm: "confirm",
  Unsubscribe: "unsubscribe",
  "Account Deletion Guide": "accountDeletionGuide",
  Connections: "connections",
  Followers: "followers",
  Following: "following",
  Callback: "callback",
} as const;

const isKnownTitle = (title: string): title is keyof typeof TITLE_KEYS => Object.hasOwn(TITLE_KEYS, title);

/** Doc 3 §2.1 "any other path" (and the go-back header of product and service pages). */
export function GenericHeader() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const english = titleFromPath(pathname);
  // A product's or a shop's name from its slug stays as it is.
  const title = isKnownTitle(english) ? t(`header.titles.${TITLE_KEYS[english]}`) : english;
  return (
    <HeaderFrame kind="generic">
      <HeaderRow>
        <BackButton />
        <HeaderTitle>{title}</HeaderTitle>
        <div className="flex items-center gap-0.5">
          <SearchButton />
          <NotificationsButton />
          <ShareMenu title={title} />
          <AccountPanel />
        </div>
      </HeaderRow>
    </HeaderFrame>
  );
}
