import type { BlockedPerson } from "@saheli/core/contracts/people";
import { profilePath } from "@saheli/core/profile";
import { Link } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { useUnblockPerson } from "../api/unblock-person";
import { formatDate } from "../lib/format-date";
import { ConfirmAction } from "./confirm-action";

/** A blocked person, when she was blocked, and Unblock (after a confirmation). */
export function BlockedPersonRow({ person }: { person: BlockedPerson }) {
  const unblock = useUnblockPerson();
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Avatar name={person.full_name} src={person.avatar_url} size="md" />
      <div className="min-w-0 flex-1">
        <Link to={profilePath(person)} className="block truncate font-medium text-foreground hover:underline">
          {person.full_name}
        </Link>
        <p className="truncate text-muted-foreground text-xs">
          @{person.username} · Blocked{" "}
          <time dateTime={person.blocked_at}>{formatDate(person.blocked_at)}</time>
        </p>
      </div>
      <ConfirmAction
        title={`Unblock ${person.full_name}?`}
        description="She'll be able to see your profile, follow you and ask to connect again. Your earlier connection and follows are not restored."
        confirmLabel="Unblock"
        run={() => unblock.mutateAsync(person.id)}
        success={`${person.full_name} is unblocked`}
      >
        Unblock<span className="sr-only"> {person.full_name}</span>
      </ConfirmAction>
    </li>
  );
}
