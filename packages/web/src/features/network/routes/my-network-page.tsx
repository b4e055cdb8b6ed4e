import { Search, UserPlus } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session/use-session";
import { useConnectionRequests } from "../api/get-connection-requests";
import { DiscoveryList } from "../components/discovery-list";
import { MyPeopleList } from "../components/my-people-list";
import { isNetworkTab, type NetworkTab, type NetworkTabItem, NetworkTabs } from "../components/network-tabs";
import { PageIntro } from "../components/page-intro";
import { RequestList } from "../components/request-list";
import { useNetworkT } from "../i18n";

/** /my-network, /network and /community/network: requests, suggestions and her people (doc 3 §2.1). */
export function Component() {
  const { t } = useNetworkT();
  const session = useSession();
  if (session.status === "loading") return <PageLoading />;
  if (session.status === "signed-out") {
    return <SignInRequired description={t("myNetwork.signIn")} />;
  }
  return <MyNetwork personId={session.user.id} counts={session.profile} />;
}

type Counts = { connections_count: number; follower_count: number; following_count: number };

function MyNetwork({ personId, counts }: { personId: string; counts: Counts }) {
  const { t } = useNetworkT();
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: NetworkTab = isNetworkTab(requested) ? requested : "received";
  const received = useConnectionRequests("received");
  const sent = useConnectionRequests("sent");

  const tabs: NetworkTabItem[] = [
    {
      value: "received",
      label: t("myNetwork.tabs.received"),
      shortLabel: t("myNetwork.tabs.receivedShort"),
      count: received.data?.length,
      content: <RequestList direction="received" />,
    },
    {
      value: "sent",
      label: t("myNetwork.tabs.sent"),
      shortLabel: t("myNetwork.tabs.sentShort"),
      count: sent.data?.length,
      content: <RequestList direction="sent" />,
    },
    {
      value: "suggestions",
      label: t("myNetwork.tabs.suggestions"),
      content: (
        <div className="grid gap-6">
          <DiscoveryList
            list="suggestions"
            copy="mayKnow"
            count={6}
            empty={{
              icon: UserPlus,
              title: t("myNetwork.noSuggestions.title"),
              description: t("myNetwork.noSuggestions.description"),
            }}
          />
          <div className="flex justify-center">
            <Button asChild variant="outline">
              <Link to="/network/suggestions">
                <Search aria-hidden /> {t("myNetwork.searchAll")}
              </Link>
            </Button>
          </div>
        </div>
      ),
    },
    {
      value: "connections",
      label: t("myNetwork.tabs.connections"),
      count: counts.connections_count,
      content: <MyPeopleList personId={personId} kind="connections" />,
    },
    {
      value: "followers",
      label: t("myNetwork.tabs.followers"),
      count: counts.follower_count,
      content: <MyPeopleList personId={personId} kind="followers" />,
    },
    {
      value: "following",
      label: t("myNetwork.tabs.following"),
      count: counts.following_count,
      content: <MyPeopleList personId={personId} kind="following" />,
    },
  ];

  const choose = (next: NetworkTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set("tab", next);
        return copy;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <>
      <title>{t("myNetwork.title")}</title>
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
        <PageIntro
          title={t("myNetwork.heading")}
          description={t("myNetwork.description")}
          action={
            <Button asChild variant="secondary">
              <Link to="/network/suggestions">
                <UserPlus aria-hidden /> {t("myNetwork.findPeople")}
              </Link>
            </Button>
          }
        />
        <NetworkTabs personId={personId} tabs={tabs} value={tab} onValueChange={choose} />
      </div>
    </>
  );
}
