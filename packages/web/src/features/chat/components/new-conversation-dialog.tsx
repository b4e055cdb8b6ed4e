import { ChatLimits } from "@saheli/core/chat";
import type { ChatPerson } from "@saheli/core/contracts/chat";
import { Check, Search } from "lucide-react";
import { useDeferredValue, useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { Avatar } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMemberGate } from "@/lib/session/member-gate";
import { usePickList, useStartConversation } from "../api/conversations";
import { useChatT } from "../i18n";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

/** Pick one person for a direct conversation, or several (and a title) for a group. */
export function NewConversationDialog({ open, onOpenChange }: Props) {
  const { t } = useChatT();
  const [q, setQ] = useState("");
  const [picked, setPicked] = useState<ChatPerson[]>([]);
  const [title, setTitle] = useState("");
  const people = usePickList(useDeferredValue(q.trim()), open);
  const start = useStartConversation();
  const navigate = useNavigate();
  const gate = useMemberGate();
  // Messaging is for verified members: the gate explains why instead of an empty list.
  const { handled } = gate;
  useEffect(() => {
    if (people.error && handled(people.error)) onOpenChange(false);
  }, [people.error, handled, onOpenChange]);
  const toggle = (person: ChatPerson) =>
    setPicked((list) =>
      list.some((p) => p.id === person.id) ? list.filter((p) => p.id !== person.id) : [...list, person],
    );
  const submit = () =>
    start.mutate(
      {
        participant_ids: picked.map((p) => p.id),
        title: picked.length > 1 ? title.trim() || undefined : undefined,
      },
      {
        onSuccess: (conversation) => {
          onOpenChange(false);
          setPicked([]);
          setTitle("");
          navigate(`/chat/${conversation.id}`);
        },
        onError: (error) => {
          if (gate.handled(error)) return onOpenChange(false);
          toast.error(t("start.failed"), { description: error.message });
        },
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("start.title")}</DialogTitle>
          <DialogDescription>{t("start.description")}</DialogDescription>
        </DialogHeader>
        <div className="relative">
          <Search
            aria-hidden
            className="-translate-y-1/2 absolute top-1/2 left-3 size-4 text-muted-foreground"
          />
          <Input
            aria-label={t("start.searchLabel")}
            placeholder={t("start.searchPlaceholder")}
            className="pl-9"
            value={q}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        {picked.length > 1 && (
          <Input
            aria-label={t("start.groupName")}
            placeholder={t("start.groupNamePlaceholder")}
            maxLength={ChatLimits.groupTitleMax}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
          />
        )}
        <ul aria-label={t("start.people")} className="-mx-2 max-h-72 overflow-y-auto">
          {people.isPending &&
            [0, 1, 2].map((i) => (
              <li key={i} className="p-2">
                <Skeleton className="h-10 rounded-lg" />
              </li>
            ))}
          {people.data?.length === 0 && (
            <li className="p-4 text-center text-muted-foreground text-sm">{t("start.noOne")}</li>
          )}
          {people.data?.map((person) => {
            const selected = picked.some((p) => p.id === person.id);
            return (
              <li key={person.id}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => toggle(person)}
                  className={cn(
                    "flex w-full items-center gap-3 rounded-lg p-2 text-left hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    selected && "bg-primary-soft",
                  )}
                >
                  <Avatar name={person.full_name} src={person.avatar_url} size="sm" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-sm">{person.full_name}</span>
                    {person.username && (
                      <span className="block truncate text-muted-foreground text-xs">@{person.username}</span>
                    )}
                  </span>
                  {selected && <Check aria-hidden className="size-4 text-primary" />}
                </button>
              </li>
            );
          })}
        </ul>
        <Button onClick={submit} disabled={picked.length === 0} loading={start.isPending}>
          {picked.length > 1
            ? t("start.startGroup", { people: picked.length + 1 })
            : t("start.startConversation")}
        </Button>
      </DialogContent>
    </Dialog>
  );
}
