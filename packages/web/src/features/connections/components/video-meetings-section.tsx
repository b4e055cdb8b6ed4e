import { CONNECTIONS_HOME, MEETING_LINK_FALLBACK, OAUTH_PLATFORMS } from "@saheli/core/connections";
import { ConnectionRow } from "./connection-row";

/**
 * "Video meetings" on her shop settings (issue 19 §3): Zoom and Google Calendar, each connected, disconnected or
 * asking to be connected again. Composed into /vendor/settings by app/.
 */
export function VideoMeetingsSection({ returnTo = CONNECTIONS_HOME }: { returnTo?: string }) {
  return (
    <section
      aria-labelledby="video-meetings"
      className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6"
    >
      <div>
        <h2 id="video-meetings" className="font-display font-semibold text-lg">
          Video meetings
        </h2>
        <p className="text-muted-foreground text-sm">
          Connect Zoom or Google Calendar and Saheli makes the meeting link when a buyer books an online
          service. Without a connection, bookings say “{MEETING_LINK_FALLBACK}”.
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
