import { isOwnProfile } from "@saheli/core/account";
import { pathSegments } from "@saheli/core/path-match";
import { Ban, Flag, MessageCircle, MoreVertical, Pencil, UserPlus } from "lucide-react";
import { useLocation, useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useSession } from "../session";
import { useSignIn } from "../sign-in/sign-in-context";
import { BackButton } from "./back-button";
import { HeaderFrame, HeaderRow, HeaderTitle } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";
import { NotificationsButton } from "./notifications-button";
import { ShareMenu } from "./share-menu";

const MENU_TRIGGER =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

/** Doc 3 §2.1 profile header. People actions need a signed-in member; guests are asked to sign in. */
export function ProfileHeader() {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const navigate = useNavigate();
  const profileKey = pathSegments(useLocation().pathname)[1] ?? "";
  const own = isOwnProfile(profileKey, session.user);
  const signedIn = session.status === "signed-in";
  // Until messaging and connections land, a signed-in member is shown the feature's page.
  const requireMember = (then: () => void) => () => (signedIn ? then() : openSignIn());

  return (
    <HeaderFrame kind="profile">
      <HeaderRow>
        <BackButton />
        <HeaderTitle>Profile</HeaderTitle>
        <div className="flex items-center gap-0.5">
          {!own && (
            <>
              <HeaderIconButton
                icon={MessageCircle}
                label="Message"
                onClick={requireMember(() => navigate("/chat"))}
              />
              <HeaderIconButton
                icon={UserPlus}
                label="Connect"
                onClick={requireMember(() => navigate("/my-network"))}
              />
            </>
          )}
          <ShareMenu title="Profile on Saheli" />
          <NotificationsButton />
          <DropdownMenu>
            <DropdownMenuTrigger aria-label="More profile actions" className={MENU_TRIGGER}>
              <MoreVertical aria-hidden className="size-5" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {own ? (
                <DropdownMenuItem onSelect={() => navigate("/settings/profile")}>
                  <Pencil aria-hidden /> Edit Profile
                </DropdownMenuItem>
              ) : (
                <>
                  <DropdownMenuItem onSelect={requireMember(() => navigate("/support"))}>
                    <Flag aria-hidden /> Report Profile
                  </DropdownMenuItem>
                  <DropdownMenuItem
                    variant="destructive"
                    onSelect={requireMember(() => navigate("/settings/privacy"))}
                  >
                    <Ban aria-hidden /> Block User
                  </DropdownMenuItem>
                </>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      </HeaderRow>
    </HeaderFrame>
  );
}
