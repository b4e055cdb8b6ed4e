import type { ShowCard as Show } from "@saheli/core/contracts/radio";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { useRadioT } from "../i18n";

/** A show in a list: its cover, title, host and episode count; her own show says where it stands. */
export function ShowCard({ show, withStatus = false }: { show: Show; withStatus?: boolean }) {
  const { t } = useRadioT();
  return (
    <li className="min-w-0">
      <Link
        to={`/radio/shows/${show.slug}`}
        className="group grid h-full gap-2 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border transition hover:ring-primary/40 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <img
          src={show.cover_url}
          alt=""
          loading="lazy"
          className="aspect-square w-full rounded-xl bg-muted object-cover"
        />
        <span className="min-w-0">
          <span className="line-clamp-2 font-semibold text-foreground">{show.title}</span>
          <span className="block truncate text-muted-foreground text-sm">{show.host.full_name}</span>
          <span className="mt-1 flex flex-wrap items-center gap-1.5 text-muted-foreground text-xs">
            <span>{t(`category.${show.category}`)}</span>
            <span aria-hidden>·</span>
            <span>{t("card.episodes", { count: show.episode_count })}</span>
          </span>
          {withStatus && (
            <Badge
              variant={
                show.status === "declined" ? "destructive" : show.status === "pending" ? "warning" : "success"
              }
              className="mt-2"
            >
              {t(`card.status.${show.status}`)}
            </Badge>
          )}
          {withStatus && show.decline_reason && (
            <span className="mt-1 block text-destructive text-xs">
              {t("card.reason", { reason: show.decline_reason })}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}
