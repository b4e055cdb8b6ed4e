import { BadgeCheck, Briefcase, MapPin, Sparkles, TrendingUp, UserPlus } from "lucide-react";
import { useNetworkT } from "../i18n";
import { DiscoveryList } from "./discovery-list";

/** What Find People shows before she types (doc 2 §7): five discovery lists. */
export function DiscoverySections() {
  const { t } = useNetworkT();
  return (
    <div className="grid gap-10">
      <DiscoveryList
        list="suggestions"
        copy="suggested"
        heading={{ icon: Sparkles, description: t("lists.suggested.description") }}
        empty={{
          icon: UserPlus,
          title: t("findPeople.noSuggestions.title"),
          description: t("findPeople.noSuggestions.description"),
        }}
      />
      <DiscoveryList
        list="verified"
        copy="verified"
        heading={{ icon: BadgeCheck, description: t("lists.verified.description") }}
        empty="hide"
      />
      <DiscoveryList
        list="business"
        copy="business"
        heading={{ icon: Briefcase, description: t("lists.business.description") }}
        empty="hide"
      />
      <DiscoveryList
        list="trending"
        copy="trending"
        heading={{ icon: TrendingUp, description: t("lists.trending.description") }}
        empty="hide"
      />
      <DiscoveryList
        list="location"
        copy="location"
        heading={{ icon: MapPin, description: t("lists.location.description") }}
        empty="hide"
      />
    </div>
  );
}
