import { useQueryClient } from "@tanstack/react-query";
import { ArrowLeft, Bookmark, CalendarPlus, RefreshCw, Sparkles, Users, UsersRound } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useSession } from "@/lib/session/use-session";
import { type FeedSort, useFeed } from "../api/get-feed";
import { feedKeys } from "../api/keys";
import { ComposerDialog } from "../components/composer-dialog";
import { EventDialog } from "../components/event-dialog";
import { FeedList } from "../components/feed-list";
import { ScheduledList } from "../components/scheduled-list";
import { useFeedT } from "../i18n";

/** /community: the feed, newest first or top, with the composer above it (doc 1). */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired />;
  return <Feed name={session.user.full_name} avatar={session.user.avatar_url} />;
}

function Feed({ name, avatar }: { name: string; avatar: string | null }) {
  const [params, setParams] = useSearchParams();
  const sort: FeedSort = params.get("sort") === "top" ? "top" : "recent";
  const [composing, setComposing] = useState(false);
  const [planning, setPlanning] = useState(false);
  const feed = useFeed(sort);
  const queryClient = useQueryClient();
  const { t } = useFeedT();
  return (
    <>
      <title>{t("page.title")}</title>
      <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
        <header className="flex items-center justify-between gap-2">
          <div className="flex items-center gap-2">
            <Button asChild variant="ghost" size="icon" aria-label={t("page.back")}>
              <Link to="/">
                <ArrowLeft aria-hidden />
              </Link>
            </Button>
            <h1 className="font-display font-semibold text-2xl text-foreground">{t("page.heading")}</h1>
          </div>
          <div className="flex gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to="/community/groups" aria-label={t("page.groups")}>
                <UsersRound aria-hidden /> <span className="hidden sm:inline">{t("page.groups")}</span>
              </Link>
            </Button>
            <Button asChild variant="ghost" size="sm">
              <Link to="/saved" aria-label={t("page.saved")}>
                <Bookmark aria-hidden /> <span className="hidden sm:inline">{t("page.saved")}</span>
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/community/network" aria-label={t("page.network")}>
                <Users aria-hidden /> <span className="hidden sm:inline">{t("page.network")}</span>
              </Link>
            </Button>
          </div>
        </header>
        <div className="flex items-center gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border">
          <Avatar name={name} src={avatar} size="md" />
          <button
            type="button"
            onClick={() => setComposing(true)}
            className="flex-1 rounded-full border border-input px-4 py-2.5 text-left text-muted-foreground text-sm transition-colors hover:bg-muted"
          >
            {t("page.startPost")}
          </button>
          <Button variant="ghost" size="sm" onClick={() => setPlanning(true)}>
            <CalendarPlus aria-hidden /> {t("page.event")}
          </Button>
        </div>
        <ScheduledList />
        {/* The list is the panel of the selected sort, so each tab names what it controls. */}
        <Tabs
          value={sort}
          onValueChange={(v) => setParams(v === "top" ? { sort: "top" } : {}, { replace: true })}
          className="grid gap-4"
        >
          <div className="flex items-center justify-between">
            <TabsList aria-label={t("page.sort")}>
              <TabsTrigger value="recent">{t("page.recent")}</TabsTrigger>
              <TabsTrigger value="top">{t("page.top")}</TabsTrigger>
            </TabsList>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void queryClient.resetQueries({ queryKey: feedKeys.lists })}
            >
              <RefreshCw aria-hidden /> {t("page.refresh")}
            </Button>
          </div>
          <TabsContent value={sort} className="mt-0">
            <FeedList
              feed={feed}
              empty={{
                icon: Sparkles,
                title: t("page.emptyTitle"),
                description: t("page.emptyDescription"),
              }}
            />
          </TabsContent>
        </Tabs>
      </div>
      <ComposerDialog open={composing} onOpenChange={setComposing} />
      <EventDialog open={planning} onOpenChange={setPlanning} />
    </>
  );
}
