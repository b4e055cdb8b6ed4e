import type { ProfileDetails } from "@saheli/core/contracts/profiles";
import type { LucideIcon } from "lucide-react";
import { Briefcase, Globe, MapPin, Store } from "lucide-react";
import type { ReactNode } from "react";
import { useProfilesT } from "../i18n";
import { safeWebsite } from "../lib/safe-website";

function Fact({ icon: Icon, children }: { icon: LucideIcon; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-1.5">
      <Icon aria-hidden className="size-4 shrink-0 text-muted-foreground" />
      <span className="min-w-0 truncate">{children}</span>
    </li>
  );
}

/** Occupation, business, place and website: only what she filled in, each labelled for screen readers. */
export function ProfileFacts({ profile }: { profile: ProfileDetails }) {
  const { t } = useProfilesT();
  const website = safeWebsite(profile.website);
  const facts = [
    profile.occupation && (
      <Fact key="occupation" icon={Briefcase}>
        <span className="sr-only">{t("facts.occupation")}</span>
        {profile.occupation}
      </Fact>
    ),
    profile.business_name && (
      <Fact key="business" icon={Store}>
        <span className="sr-only">{t("facts.business")}</span>
        {profile.business_name}
      </Fact>
    ),
    profile.location && (
      <Fact key="location" icon={MapPin}>
        <span className="sr-only">{t("facts.location")}</span>
        {profile.location}
      </Fact>
    ),
    website && (
      <Fact key="website" icon={Globe}>
        <a
          href={website.href}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          <span className="sr-only">{t("facts.website")}</span>
          {website.label}
        </a>
      </Fact>
    ),
  ].filter(Boolean);
  if (facts.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-foreground/90 text-sm" aria-label={t("facts.label")}>
      {facts}
    </ul>
  );
}
