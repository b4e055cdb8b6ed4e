import { titleFromPath } from "@saheli/core/shell-header";
import { useLocation } from "react-router";
import { AccountPanel } from "./account-panel";
import { BackButton } from "./back-button";
import { HeaderFrame, HeaderRow, HeaderTitle } from "./header-frame";
import { NotificationsButton } from "./notifications-button";
import { SearchButton } from "./search-button";
import { ShareMenu } from "./share-menu";

/** Doc 3 §2.1 "any other path" (and the go-back header of product and service pages). */
export function GenericHeader() {
  const { pathname } = useLocation();
  const title = titleFromPath(pathname);
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
