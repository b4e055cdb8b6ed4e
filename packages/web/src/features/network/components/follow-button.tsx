import { PeopleMessages } from "@saheli/core/people";
import { Check, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useSetFollowing } from "../api/follow-person";
import { useNetworkT } from "../i18n";

/** Doc 2 §8: a failed follow shows its error for 3 s and the button reads 'Error' meanwhile. */
const ERROR_SHOWN_MS = 3000;

type FollowButtonProps = { personId: string; name: string; following: boolean };

/** Follow / Following; pressing Following unfollows. */
export function FollowButton({ personId, name, following }: FollowButtonProps) {
  const { t } = useNetworkT();
  const messageIn = useMessageIn();
  const mutation = useSetFollowing();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const toggle = () =>
    mutation.mutateAsync({ personId, follow: !following }).then(
      () => toast.success(t(following ? "follow.unfollowed" : "follow.followed", { name })),
      (error: Error) => {
        setFailed(true);
        toast.error(error.message || messageIn(PeopleMessages.followFailed), { duration: ERROR_SHOWN_MS });
      },
    );

  if (failed) {
    return (
      <Button size="sm" variant="destructive" onClick={toggle}>
        {t("follow.error")}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant={following ? "secondary" : "outline"}
      loading={mutation.isPending}
      title={following ? t("follow.unfollow") : undefined}
      onClick={toggle}
    >
      {following ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {following ? t("follow.following") : t("follow.follow")}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
