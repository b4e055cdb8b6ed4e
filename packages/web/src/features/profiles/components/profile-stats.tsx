import type { ProfileDetails } from "@saheli/core/contracts/profiles";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useProfilesT } from "../i18n";

type Stat = { label: string; count: number; to: string };

/** Connections, followers, following. The owner's counts open her lists; others' are plain figures. */
export function ProfileStats({ profile, own }: { profile: ProfileDetails; own: boolean }) {
  const { t } = useProfilesT();
  const locale = useIntlLocale();
  const number = new Intl.NumberFormat(locale);
  const stats: Stat[] = [
    {
      label: t("stats.connections", { count: profile.connections_count }),
      count: profile.connections_count,
      to: "/connections",
    },
    {
      label: t("stats.followers", { count: profile.follower_count }),
      count: profile.follower_count,
      to: "/followers",
    },
    { label: t("stats.following"), count: profile.following_count, to: "/following" },
  ];
  const cell = "flex flex-col items-center gap-0.5 rounded-xl px-2 py-2 text-center";
  return (
    <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-muted/60 p-1" aria-label={t("stats.label")}>
      {stats.map((stat) => {
        const body = (
          <>
            <span className="font-semibold text-foreground text-lg tabular-nums leading-tight">
              {number.format(stat.count)}
            </span>
            <span className="text-muted-foreground text-xs">{stat.label}</span>
          </>
        );
        return (
          <li key={stat.to}>
            {own ? (
              <Link to={stat.to} className={cn(cell, "transition-colors hover:bg-card")}>
                {body}
              </Link>
            ) : (
              <div className={cell}>{body}</div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
