import { profilePath } from "@saheli/core/profile";
import { Eye } from "lucide-react";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useProfileViews } from "../api/get-profile-views";
import { useProfilesT } from "../i18n";

/** The owner's "Who viewed your profile": each visitor once, latest first, and the 90-day total. */
export function ProfileViewers() {
  const { t } = useProfilesT();
  const locale = useIntlLocale();
  const day = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short" });
  const views = useProfileViews();
  return (
    <Card>
      <section aria-labelledby="profile-viewers" className="grid gap-3 p-5">
        <div className="flex items-center gap-2">
          <Eye aria-hidden className="size-5 text-primary" />
          <h2 id="profile-viewers" className="font-display font-semibold text-foreground text-lg">
            {t("viewers.title")}
          </h2>
        </div>
        {views.isPending ? (
          <div className="grid gap-2" role="status" aria-label={t("viewers.loading")}>
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : views.isError ? (
          <div className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
            <span>{t("viewers.error")}</span>
            <Button variant="outline" size="sm" onClick={() => views.refetch()}>
              {t("viewers.retry")}
            </Button>
          </div>
        ) : views.data.items.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("viewers.empty")}</p>
        ) : (
          <>
            <p className="text-muted-foreground text-sm">
              {t("viewers.total", { count: views.data.total_last_90_days })}
            </p>
            <ul className="grid gap-2">
              {views.data.items.map(({ viewer, viewed_at }) => (
                <li key={viewer.id}>
                  <Link
                    to={profilePath(viewer)}
                    className="flex items-center gap-3 rounded-lg p-1 hover:bg-muted focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    <Avatar name={viewer.full_name} src={viewer.avatar_url} size="sm" />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-medium text-foreground text-sm">
                        {viewer.full_name}
                      </span>
                      <span className="block truncate text-muted-foreground text-xs">
                        {viewer.headline ?? viewer.occupation ?? viewer.location ?? ""}
                      </span>
                    </span>
                    <time dateTime={viewed_at} className="shrink-0 text-muted-foreground text-xs">
                      {day.format(new Date(viewed_at))}
                    </time>
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </Card>
  );
}
