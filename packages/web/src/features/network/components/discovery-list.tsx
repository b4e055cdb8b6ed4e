import type { DiscoveryList as ListName } from "@saheli/core/contracts/people";
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useId } from "react";
import { QueryState } from "@/components/query-state";
import { useDiscovery } from "../api/get-discovery";
import { useNetworkT } from "../i18n";
import { PeopleGrid } from "./people-grid";
import { PeopleSkeleton } from "./people-skeleton";
import { PersonActions } from "./person-actions";
import { PersonCard } from "./person-card";

type DiscoveryListProps = {
  list: ListName;
  location?: string;
  /** Which list's words name it, e.g. "Suggested for you" (`lists.suggested`). */
  copy: "suggested" | "verified" | "business" | "trending" | "location" | "mayKnow";
  /** Shown as the section's heading; without it the list sits in a section its parent titles. */
  heading?: { description?: string; icon?: LucideIcon; action?: ReactNode };
  /** What an empty list shows; "hide" drops the whole section. */
  empty: { icon: LucideIcon; title: string; description: string } | "hide";
  count?: number;
};

/** One discovery list (doc 2 §7): suggestions, verified, businesses, trending or near a place. */
export function DiscoveryList({ list, location, copy, heading, empty, count = 3 }: DiscoveryListProps) {
  const { t } = useNetworkT();
  const label = t(`lists.${copy}.label`);
  const query = useDiscovery(list, location);
  const headingId = useId();
  if (empty === "hide" && query.data?.length === 0) return null;
  const body = (
    <QueryState
      query={query}
      loading={<PeopleSkeleton count={count} label={t(`lists.${copy}.loading`)} />}
      errorTitle={t(`lists.${copy}.error`)}
      errorHeadingLevel="h3"
      isEmpty={(people) => people.length === 0}
      empty={empty === "hide" ? undefined : { ...empty, headingLevel: "h3" }}
    >
      {(people) => (
        <PeopleGrid label={label}>
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} actions={<PersonActions person={person} />} />
            </li>
          ))}
        </PeopleGrid>
      )}
    </QueryState>
  );
  if (!heading) return body;
  const Icon = heading.icon;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h2
            id={headingId}
            className="flex items-center gap-2 font-display font-semibold text-foreground text-xl"
          >
            {Icon && <Icon aria-hidden className="size-5 text-primary" />}
            {label}
          </h2>
          {heading.description && <p className="mt-1 text-muted-foreground text-sm">{heading.description}</p>}
        </div>
        {heading.action}
      </div>
      {body}
    </section>
  );
}
