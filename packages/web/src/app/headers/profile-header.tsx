import { isOwnProfile } from "@saheli/core/account";
import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { pathSegments } from "@saheli/core/path-match";
import { Ban, Check, Clock, Flag, MessageCircle, MoreVertical, Pencil, UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useProfile } from "@/features/profiles/api/get-profile";
import { ProfileDialogsProvider, useProfileDialog } from "@/features/profiles/components/profile-dialogs";
import { useConnectAction } from "@/features/profiles/components/use-connect-action";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { BackButton } from "./back-button";
import { HeaderFrame, HeaderRow, HeaderTitle } from "./header-frame";
import { HeaderIconButton } from "./header-icon-button";
import { NotificationsButton } from "./notifications-button";
import { ShareMenu } from "./share-menu";

const MENU_TRIGGER =
  "inline-flex size-10 shrink-0 items-center justify-center rounded-full text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

const CONNECT_ICONS = {
  none: UserPlus,
  pending_sent: Clock,
  pending_received: Check,
  connected: Check,
} as const;

/**
 * Doc 3 §2.1 profile header. People actions need a signed-in member; guests are asked to sign in. The
 * actions are the profile page's own (same query, same dialogs), so header and page never disagree.
 */
export function ProfileHeader() {
  const session = useSession();
  const profileKey = pathSegments(useLocation().pathname)[1] ?? "";
  const signedIn = session.status === "signed-in";
  const profile = useProfile(profileKey, { enabled: signedIn });
  const page = signedIn && !profile.isError ? profile.data : undefined;
  return (
    <ProfileDialogsProvider page={page}>
      <ProfileHeaderRow profileKey={profileKey} page={page} />
    </ProfileDialogsProvider>
  );
}

function ProfileHeaderRow({ profileKey, page }: { profileKey: string; page: ProfilePage | undefined }) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const navigate = useNavigate();
  const signedIn = session.status === "signed-in";
  const open = useProfileDialog();
  const connect = useConnectAction(page);
  const own = page?.is_own ?? isOwnProfile(profileKey, session.user);
  // A signed-in member sees actions only for a profile she can see; a visitor sees them and is asked to sign in.
  const actionable = !signedIn || (page !== undefined && !page.limited);
  const requireMember = (then: () => void) => () => (signedIn ? then() : openSignIn());
  const personId = page?.profile.id ?? profileKey;
  const { t } = useTranslation();

  return (
    <HeaderFrame kind="profile">
      <HeaderRow>
        <BackButton />
        <HeaderTitle>{t("header.profile.title")}</HeaderTitle>
        <div className="flex items-center gap-0.5">
          {!own && actionable && (
            <>
              <HeaderIconButton
                icon={MessageCircle}
                label={t("header.profile.message")}
                onClick={requireMember(() => navigate(`/chat?user=${encodeURIComponent(personId)}`))}
              />
              <HeaderIconButton
                icon={CONNECT_ICONS[connect.state]}
                label={connect.label}
                onClick={requireMember(connect.run)}
              />
            </>
          )}
          <ShareMenu title={t("header.profile.shareTitle")} />
          <NotificationsButton />
          <DropdownMenu>
            <DropdownMenuTrigger aria-label={t("header.profile.more")} className={MENU_TRIGGER}>
              <MoreVertical aria-hidden className="size-5" />
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              {own ? (
                <DropdownMenuItem disabled={!page} onSelect={() => open({ kind: "edit" })}>
                  <Pencil aria-hidden /> {t("header.profile.edit")}
                </DropdownMenuItem>
              ) : page?.limited ? (
                <DropdownMenuItem onSelect={() => open({ kind: "unblock" })}>
                  <Ban aria-hidden /> {t("header.profile.unblock")}
                </DropdownMenuItem>
              ) : (
                <>
                  <DropdownMenuItem
                    disabled={signedIn && !page}
                    onSelect={requireMember(() => open({ kind: "report" }))}
                  >
                    <Flag aria-hidden /> {t("header.profile.report")}
                  </DropdownMenuItem>
                  <DropdownMenuItem
                    variant="destructive"
                    disabled={signedIn && !page}
                    onSelect={requireMember(() => open({ kind: "block" }))}
                  >
                    <Ban aria-hidden /> {t("header.profile.block")}
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
