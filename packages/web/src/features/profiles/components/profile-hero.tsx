import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { Avatar } from "@/components/ui/avatar";
import { Card } from "@/components/ui/card";
import { useProfilesT } from "../i18n";
import { OwnerActions, VisitorActions } from "./profile-actions";
import { ProfileCover } from "./profile-cover";
import { ProfileFacts } from "./profile-facts";
import { ProfileStats } from "./profile-stats";
import { VerifiedBadge } from "./verified-badge";

/** Cover, photo, name and headline, her facts, counts and the actions for whoever is looking. */
export function ProfileHero({ page }: { page: ProfilePage }) {
  const { t } = useProfilesT();
  const { profile, is_own: own } = page;
  return (
    <Card className="overflow-hidden rounded-none border-x-0 border-t-0 sm:rounded-2xl sm:border">
      <ProfileCover src={profile.cover_url} />
      <div className="grid gap-4 px-5 pb-5">
        <div className="-mt-12 flex items-end justify-between gap-3 sm:-mt-16">
          <Avatar
            name={profile.full_name}
            src={profile.avatar_url}
            alt={t("hero.photoAlt", { name: profile.full_name })}
            size="xl"
            className="size-24 border-4 border-card text-3xl shadow-card sm:size-32 sm:text-4xl"
          />
        </div>
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <h1 className="font-display font-semibold text-2xl text-foreground leading-tight sm:text-3xl">
              {profile.full_name}
            </h1>
            {profile.gender_verified && <VerifiedBadge />}
          </div>
          <p className="text-muted-foreground text-sm">@{profile.username}</p>
          {profile.headline && <p className="text-base text-foreground">{profile.headline}</p>}
        </div>
        <ProfileFacts profile={profile} />
        {own ? <OwnerActions page={page} /> : <VisitorActions page={page} />}
        <ProfileStats profile={profile} own={own} />
      </div>
    </Card>
  );
}
