import type { PersonSummary } from "@saheli/core/contracts/people";
import { profilePath } from "@saheli/core/profile";
import { Briefcase, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { cn } from "@/lib/cn";
import { useNetworkT } from "../i18n";
import { VerifiedMark } from "./verified-mark";

type PersonCardProps = {
  person: PersonSummary;
  /** Buttons for this person (Connect, Accept, Unfollow…); they sit above the card's link. */
  actions?: ReactNode;
  /** Extra content under the details, such as the note she wrote with a request. */
  children?: ReactNode;
  className?: string;
};

/** A person in a list: the whole card opens her profile; the actions stay separately clickable. */
export function PersonCard({ person, actions, children, className }: PersonCardProps) {
  const { t } = useNetworkT();
  const about = person.headline || person.occupation;
  const verified = person.gender_verified || person.is_verified;
  return (
    <article
      className={cn(
        "relative flex h-full flex-col gap-3 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border",
        "transition-shadow hover:shadow-raised",
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <Avatar name={person.full_name} src={person.avatar_url} size="lg" />
        <div className="min-w-0 flex-1">
          <h3 className="flex min-w-0 items-center gap-1 font-semibold text-foreground">
            <Link
              to={profilePath(person)}
              className="truncate after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-ring focus-visible:after:outline-offset-2"
            >
              {person.full_name}
            </Link>
            {verified && <VerifiedMark />}
          </h3>
          {about && <p className="line-clamp-2 text-muted-foreground text-sm">{about}</p>}
          {person.business_name && (
            <p className="mt-1 flex items-center gap-1.5 text-foreground text-sm">
              <Briefcase aria-hidden className="size-3.5 shrink-0 text-muted-foreground" />
              <span className="sr-only">{t("person.business")}</span>
              <span className="truncate">{person.business_name}</span>
            </p>
          )}
          {person.location && (
            <p className="mt-0.5 flex items-center gap-1.5 text-muted-foreground text-xs">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">{t("person.location")}</span>
              <span className="truncate">{person.location}</span>
            </p>
          )}
        </div>
      </div>
      {children}
      {actions && <div className="relative z-10 mt-auto flex flex-wrap items-center gap-2">{actions}</div>}
    </article>
  );
}
