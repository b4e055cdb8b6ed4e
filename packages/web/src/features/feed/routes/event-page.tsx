import { ArrowLeft, CalendarX } from "lucide-react";
import { Link, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { useSession } from "@/lib/session/use-session";
import { useEvent } from "../api/events";
import { EventCard } from "../components/event-card";
import { PostText } from "../components/post-text";
import { useFeedT } from "../i18n";

/** /community/events/{id}: the event with its description and organiser. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired />;
  return <EventPage />;
}

function EventPage() {
  const { id = "" } = useParams();
  const event = useEvent(id);
  const { t } = useFeedT();
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
      <title>
        {event.data ? t("eventPage.title", { title: event.data.title }) : t("eventPage.fallbackTitle")}
      </title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community">
          <ArrowLeft aria-hidden /> {t("eventPage.back")}
        </Link>
      </Button>
      {event.isPending && <PageLoading />}
      {event.isError && (
        <EmptyState
          icon={CalendarX}
          headingLevel="h1"
          title={t("eventPage.notFound")}
          description={t("eventPage.notFoundHint")}
        />
      )}
      {event.data && (
        <article className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
          <h1 className="sr-only">{event.data.title}</h1>
          <EventCard event={event.data} linked={false} />
          <section aria-label={t("eventPage.about")} className="grid gap-2">
            <h2 className="font-semibold text-foreground">{t("eventPage.aboutHeading")}</h2>
            <PostText text={event.data.description} />
          </section>
          <p className="flex items-center gap-2 text-sm">
            <Avatar name={event.data.organizer.full_name} src={event.data.organizer.avatar_url} size="sm" />
            <span>{t("eventPage.organisedBy")}</span>
            <Link to={`/profile/${event.data.organizer.username}`} className="font-medium hover:underline">
              {event.data.organizer.full_name}
            </Link>
          </p>
        </article>
      )}
    </div>
  );
}
