import { formatCount } from "@saheli/core/feed";
import { GroupMessages } from "@saheli/core/groups";
import { ArrowLeft, MessageSquarePlus, UsersRound } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useSession } from "@/lib/session/use-session";
import { useGroup, useGroupFeed, useMembership } from "../api/groups";
import { ComposerDialog } from "../components/composer-dialog";
import { FeedList } from "../components/feed-list";
import { useFeedT } from "../i18n";

/** /community/groups/{slug or id}: the group, Join or Leave, posting into it, and its feed. */
export function Component() {
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") return <SignInRequired />;
  return <GroupPage />;
}

function GroupPage() {
  const { id = "" } = useParams();
  const group = useGroup(id);
  const { t } = useFeedT();
  if (group.isPending) return <PageLoading />;
  if (group.isError) {
    return (
      <EmptyState
        icon={UsersRound}
        headingLevel="h1"
        title={t("group.notFound")}
        description={t("group.notFoundHint")}
      />
    );
  }
  return <Group group={group.data} />;
}

function Group({ group }: { group: NonNullable<ReturnType<typeof useGroup>["data"]> }) {
  const feed = useGroupFeed(group.id);
  const membership = useMembership(group.id);
  const gate = useMemberGate();
  const { t } = useFeedT();
  const messageIn = useMessageIn();
  const [composing, setComposing] = useState(false);
  const toggle = () =>
    membership.mutate(!group.joined, {
      onSuccess: ({ joined }) => toast.success(messageIn(joined ? GroupMessages.joined : GroupMessages.left)),
      onError: (error) => gate.handled(error) || toast.error(error.message),
    });
  return (
    <div className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-4 px-3 py-4 sm:px-6 lg:py-8">
      <title>{t("group.title", { name: group.name })}</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/community/groups">
          <ArrowLeft aria-hidden /> {t("group.all")}
        </Link>
      </Button>
      <header className="grid gap-2 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border">
        <h1 className="font-display font-semibold text-2xl text-foreground">{group.name}</h1>
        {group.description && <p className="text-muted-foreground">{group.description}</p>}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-muted-foreground text-sm">
            {t("groups.members", { count: group.member_count, formatted: formatCount(group.member_count) })}
          </span>
          <div className="flex gap-2">
            {group.joined && (
              <Button size="sm" onClick={() => setComposing(true)}>
                <MessageSquarePlus aria-hidden /> {t("group.post")}
              </Button>
            )}
            {!group.is_admin && (
              <Button
                size="sm"
                variant={group.joined ? "outline" : "primary"}
                loading={membership.isPending}
                onClick={toggle}
              >
                {group.joined ? t("group.leave") : t("group.join")}
              </Button>
            )}
          </div>
        </div>
      </header>
      <FeedList
        feed={feed}
        empty={{
          icon: UsersRound,
          title: t("group.emptyTitle"),
          description: t("group.emptyDescription"),
        }}
      />
      <ComposerDialog
        open={composing}
        onOpenChange={setComposing}
        group={{ id: group.id, name: group.name }}
      />
    </div>
  );
}
