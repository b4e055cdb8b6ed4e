import { CONNECTIONS_HOME, OAUTH_PLATFORMS } from "@saheli/core/connections";
import { useConnectionsT } from "../i18n";
import { ConnectionRow } from "./connection-row";

/**
 * "Video meetings" on her shop settings (issue 19 §3): Zoom and Google Calendar, each connected, disconnected or
 * asking to be connected again. Composed into /vendor/settings by app/.
 */
export function VideoMeetingsSection({ returnTo = CONNECTIONS_HOME }: { returnTo?: string }) {
  const { t } = useConnectionsT();
  return (
    <section
      aria-labelledby="video-meetings"
      className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6"
    >
      <div>
        <h2 id="video-meetings" className="font-display font-semibold text-lg">
          {t("section.heading")}
        </h2>
        <p className="text-muted-foreground text-sm">
          {t("section.intro", { fallback: t("section.fallback") })}
        </p>
      </div>
      <ul className="grid gap-3">
        {OAUTH_PLATFORMS.map((platform) => (
          <ConnectionRow key={platform} platform={platform} returnTo={returnTo} />
        ))}
      </ul>
    </section>
  );
}
