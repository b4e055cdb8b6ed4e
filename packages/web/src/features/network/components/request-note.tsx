import { Trans } from "react-i18next";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useNetworkT } from "../i18n";
import { formatDate } from "../lib/format-date";

/** The note written with a request, and when it was sent. */
export function RequestNote({
  message,
  sentAt,
  from,
}: {
  message: string | null;
  sentAt: string;
  /** Who wrote it; left out when she did ("Note from you"). */
  from?: string;
}) {
  const { t } = useNetworkT();
  const locale = useIntlLocale();
  return (
    <div className="grid gap-1.5">
      {message && (
        <figure className="rounded-xl bg-muted px-3 py-2 text-foreground text-sm">
          <blockquote className="whitespace-pre-line break-words">{message}</blockquote>
          <figcaption className="sr-only">
            {from === undefined ? t("requests.noteFromYou") : t("requests.noteFrom", { name: from })}
          </figcaption>
        </figure>
      )}
      <p className="text-muted-foreground text-xs">
        <Trans
          t={t}
          i18nKey="requests.sent"
          values={{ date: formatDate(sentAt, locale) }}
          components={{ time: <time dateTime={sentAt} /> }}
        />
      </p>
    </div>
  );
}
