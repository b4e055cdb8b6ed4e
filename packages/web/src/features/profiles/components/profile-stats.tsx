import type { ProfileDetails } from "@saheli/core/contracts/profiles";
import { Link } from "react-router";
import { cn } from "@/lib/cn";

const number = new Intl.NumberFormat("en-IN");

type Stat = { label: string; count: number; to: string };

/** Connections, followers, following. The owner's counts open her lists; others' are plain figures. */
export function ProfileStats({ profile, own }: { profile: ProfileDetails; own: boolean }) {
  const stats: Stat[] = [
    {
      label: profile.connections_count === 1 ? "Connection" : "Connections",
      count: profile.connections_count,
      to: "/connections",
    },
    {
      label: profile.follower_count === 1 ? "Follower" : "Followers",
      count: profile.follower_count,
      to: "/followers",
    },
    { label: "Following", count: profile.following_count, to: "/following" },
  ];
  const cell = "flex flex-col items-center gap-0.5 rounded-xl px-2 py-2 text-center";
  return (
    <ul className="grid grid-cols-3 gap-1 rounded-2xl bg-muted/60 p-1" aria-label="Network">
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
