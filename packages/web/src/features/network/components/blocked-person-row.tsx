import type { BlockedPerson } from "@saheli/core/contracts/people";
import { profilePath } from "@saheli/core/profile";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useUnblockPerson } from "../api/unblock-person";
import { useNetworkT } from "../i18n";
import { formatDate } from "../lib/format-date";
import { ConfirmAction } from "./confirm-action";

/** A blocked person, when she was blocked, and Unblock (after a confirmation). */
export function BlockedPersonRow({ person }: { person: BlockedPerson }) {
  const { t } = useNetworkT();
  const locale = useIntlLocale();
  const unblock = useUnblockPerson();
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={person.full_name} src={person.avatar_url} size="md" />
      <div className="min-w-0 flex-1">
        <Link to={profilePath(person)} className="block truncate font-medium text-foreground hover:underline">
          {person.full_name}
        </Link>
        <p className="truncate text-muted-foreground text-xs">
          @{person.username} ·{" "}
          <Trans
            t={t}
            i18nKey="blocked.since"
            values={{ date: formatDate(person.blocked_at, locale) }}
            components={{ time: <time dateTime={person.blocked_at} /> }}
          />
        </p>
      </div>
      <ConfirmAction
        title={t("blocked.unblockTitle", { name: person.full_name })}
        description={t("blocked.unblockDescription")}
        confirmLabel={t("blocked.unblock")}
        run={() => unblock.mutateAsync(person.id)}
        success={t("blocked.unblocked", { name: person.full_name })}
      >
        {t("blocked.unblock")}
        <span className="sr-only"> {person.full_name}</span>
      </ConfirmAction>
    </li>
  );
}
