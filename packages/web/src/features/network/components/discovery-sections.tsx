import { BadgeCheck, Briefcase, MapPin, Sparkles, TrendingUp, UserPlus } from "lucide-react";
import { DiscoveryList } from "./discovery-list";

/** What Find People shows before she types (doc 2 §7): five discovery lists. */
export function DiscoverySections() {
  return (
    <div className="grid gap-10">
      <DiscoveryList
        list="suggestions"
        label="Suggested for you"
        heading={{ icon: Sparkles, description: "Members you may know, from your network and interests." }}
        empty={{
          icon: UserPlus,
          title: "No suggestions right now",
          description: "Search above by name, business or city to find members.",
        }}
      />
      <DiscoveryList
        list="verified"
        label="Verified members"
        heading={{ icon: BadgeCheck, description: "Members who have completed verification." }}
        empty="hide"
      />
      <DiscoveryList
        list="business"
        label="Businesses"
        heading={{ icon: Briefcase, description: "Women running their own shops and studios." }}
        empty="hide"
      />
      <DiscoveryList
        list="trending"
        label="Trending"
        heading={{ icon: TrendingUp, description: "Members many people are following." }}
        empty="hide"
      />
      <DiscoveryList
        list="location"
        label="Near you"
        heading={{ icon: MapPin, description: "Members in your city." }}
        empty="hide"
      />
    </div>
  );
}
