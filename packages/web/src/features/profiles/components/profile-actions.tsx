import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { profilePath } from "@saheli/core/profile";
import {
  Ban,
  Check,
  Clock,
  Flag,
  Link2,
  MessageCircle,
  MoreHorizontal,
  Pencil,
  Share2,
  UserPlus,
} from "lucide-react";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useProfilesT } from "../i18n";
import { copyProfileLink, profileUrl, shareProfile } from "../lib/share-profile";
import { FollowButton } from "./follow-button";
import { useProfileDialog } from "./profile-dialogs";
import { useConnectAction } from "./use-connect-action";

const CONNECT_ICONS = {
  none: UserPlus,
  pending_sent: Clock,
  pending_received: Check,
  connected: Check,
} as const;

function ShareButton({ page }: { page: ProfilePage }) {
  const { t } = useProfilesT();
  const url = profileUrl(profilePath(page.profile));
  const title = t("actions.shareTitle", { name: page.profile.full_name });
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="icon" aria-label={t("actions.share")}>
          <Share2 aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuItem onSelect={() => void shareProfile(url, title)}>
          <Share2 aria-hidden /> {t("actions.share")}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void copyProfileLink(url)}>
          <Link2 aria-hidden /> {t("actions.copyLink")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/** What the owner can do on her own profile. */
export function OwnerActions({ page }: { page: ProfilePage }) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button onClick={() => open({ kind: "edit" })}>
        <Pencil aria-hidden /> {t("actions.edit")}
      </Button>
      <ShareButton page={page} />
    </div>
  );
}

/** Doc 3 §6: others see Message, Connect, Follow, Share, and Report / Block in a menu. */
export function VisitorActions({ page }: { page: ProfilePage }) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  const navigate = useNavigate();
  const connect = useConnectAction(page);
  const ConnectIcon = CONNECT_ICONS[connect.state];
  const primary = connect.state === "none" || connect.state === "pending_received";
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        variant={primary ? "primary" : "secondary"}
        onClick={connect.run}
        loading={connect.pending}
        aria-label={connect.state === "pending_sent" ? t("actions.withdrawPending") : undefined}
      >
        <ConnectIcon aria-hidden /> {connect.label}
      </Button>
      {connect.state === "pending_received" && (
        <Button variant="ghost" onClick={connect.ignore} disabled={connect.pending}>
          {t("actions.ignore")}
        </Button>
      )}
      <FollowButton page={page} />
      <Button variant="outline" onClick={() => navigate(`/chat?user=${encodeURIComponent(page.profile.id)}`)}>
        <MessageCircle aria-hidden /> {t("actions.message")}
      </Button>
      <ShareButton page={page} />
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("actions.more")}>
            <MoreHorizontal aria-hidden />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => open({ kind: "report" })}>
            <Flag aria-hidden /> {t("actions.report")}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem variant="destructive" onSelect={() => open({ kind: "block" })}>
            <Ban aria-hidden /> {t("actions.block")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
