import type { PersonCard } from "@saheli/core/contracts/people";
import { Avatar } from "@/components/ui/avatar";
import { useMentionSearch } from "../api/mention-search";
import { useFeedT } from "../i18n";

type Props = { query: string | null; onPick: (person: PersonCard) => void };

/** While she types @name: matching people; a tap (or Enter on one) mentions her. */
export function MentionSuggestions({ query, onPick }: Props) {
  const people = useMentionSearch(query);
  const { t } = useFeedT();
  if (query === null || query.length < 2 || !people.data?.length) return null;
  return (
    <ul
      aria-label={t("mentions.label")}
      className="grid gap-0.5 rounded-xl border border-border bg-card p-1 shadow-raised"
    >
      {people.data.map((person) => (
        <li key={person.id}>
          <button
            type="button"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(person)}
            className="flex w-full items-center gap-2 rounded-lg px-2 py-1.5 text-left text-sm hover:bg-muted focus-visible:bg-muted"
          >
            <Avatar name={person.full_name} src={person.avatar_url} size="sm" />
            <span className="font-medium">{person.full_name}</span>
            <span className="text-muted-foreground">@{person.username}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
