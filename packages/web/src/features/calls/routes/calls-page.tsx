import { CallMessages, callDirection } from "@saheli/core/calls";
import type { Call } from "@saheli/core/contracts/calls";
import { ArrowLeft, PhoneCall, PhoneIncoming, PhoneMissed, PhoneOutgoing } from "lucide-react";
import { Link } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { QueryState } from "@/components/query-state";
import { SignInRequired } from "@/components/sign-in-required";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { cn } from "@/lib/cn";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSession } from "@/lib/session/use-session";
import { useCallHistory } from "../api/calls";
import { CallButton } from "../components/call-button";
import { useCallsT } from "../i18n";
import { callSummaryIn, shortAgoIn } from "../lib/call-words";

/** /chat/calls: her voice calls, incoming, outgoing and missed, each with a way to call back. */
export function Component() {
  const { t } = useCallsT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("history.signIn")} />;
  }
  return <Calls me={session.user.id} />;
}

function Calls({ me }: { me: string }) {
  const { t } = useCallsT();
  const messageIn = useMessageIn();
  const history = useCallHistory();
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6">
      <title>{t("history.title")}</title>
      <div className="mb-4 flex items-center gap-2">
        <Button asChild variant="ghost" size="icon">
          <Link to="/chat" aria-label={t("history.back")}>
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        <h1 className="font-display font-semibold text-2xl text-foreground">{t("history.heading")}</h1>
      </div>
      <QueryState
        query={history}
        loading={
          <div className="grid gap-2" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 rounded-xl" />
            ))}
          </div>
        }
        errorTitle={t("history.error")}
        isEmpty={(data) => data.calls.length === 0}
        empty={{
          icon: PhoneCall,
          title: messageIn(CallMessages.empty),
          description: messageIn(CallMessages.emptyHint),
          action: (
            <Button asChild>
              <Link to="/chat">{t("history.openMessages")}</Link>
            </Button>
          ),
        }}
      >
        {(data) => (
          <ul
            aria-label={t("history.list")}
            className="divide-y divide-border overflow-hidden rounded-2xl bg-card ring-1 ring-border"
          >
            {data.calls.map((call) => (
              <CallRow key={call.id} call={call} me={me} />
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}

const ICONS = { incoming: PhoneIncoming, outgoing: PhoneOutgoing, missed: PhoneMissed } as const;

function CallRow({ call, me }: { call: Call; me: string }) {
  const { t } = useCallsT();
  const locale = useIntlLocale();
  const other = call.caller.id === me ? call.callee : call.caller;
  const name = other.full_name ?? t("history.member");
  const sided = { ...call, caller_id: call.caller.id };
  const direction = callDirection(sided, me);
  const Icon = ICONS[direction];
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={name} src={other.avatar_url} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/profile/${other.username ?? other.id}`}
          className={cn(
            "block truncate font-semibold hover:underline",
            direction === "missed" && "text-destructive",
          )}
        >
          {name}
        </Link>
        <p className="flex items-center gap-1.5 text-muted-foreground text-sm">
          <Icon aria-hidden className={cn("size-4 shrink-0", direction === "missed" && "text-destructive")} />
          <span className="truncate">{callSummaryIn(t, sided, me)}</span>
          <span aria-hidden>·</span>
          <time dateTime={call.created_at} title={new Date(call.created_at).toLocaleString(locale)}>
            {shortAgoIn(t, call.created_at)}
          </time>
        </p>
      </div>
      <CallButton personId={other.id} name={name} variant="outline" />
    </li>
  );
}
