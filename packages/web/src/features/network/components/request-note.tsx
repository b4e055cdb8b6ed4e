import { formatDate } from "../lib/format-date";

/** The note written with a request, and when it was sent. */
export function RequestNote({
  message,
  sentAt,
  from,
}: {
  message: string | null;
  sentAt: string;
  from: string;
}) {
  return (
    <div className="grid gap-1.5">
      {message && (
        <figure className="rounded-xl bg-muted px-3 py-2 text-foreground text-sm">
          <blockquote className="whitespace-pre-line break-words">{message}</blockquote>
          <figcaption className="sr-only">Note from {from}</figcaption>
        </figure>
      )}
      <p className="text-muted-foreground text-xs">
        Sent <time dateTime={sentAt}>{formatDate(sentAt)}</time>
      </p>
    </div>
  );
}
