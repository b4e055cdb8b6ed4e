import { PeopleMessages } from "@saheli/core/people";
import { Check, UserPlus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSetFollowing } from "../api/follow-person";

/** Doc 2 §8: a failed follow shows its error for 3 s and the button reads 'Error' meanwhile. */
const ERROR_SHOWN_MS = 3000;

type FollowButtonProps = { personId: string; name: string; following: boolean };

/** Follow / Following; pressing Following unfollows. */
export function FollowButton({ personId, name, following }: FollowButtonProps) {
  const mutation = useSetFollowing();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!failed) return;
    const timer = setTimeout(() => setFailed(false), ERROR_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [failed]);

  const toggle = () =>
    mutation.mutateAsync({ personId, follow: !following }).then(
      () => toast.success(following ? `You unfollowed ${name}` : `You follow ${name} now`),
      (error: Error) => {
        setFailed(true);
        toast.error(error.message || PeopleMessages.followFailed, { duration: ERROR_SHOWN_MS });
      },
    );

  if (failed) {
    return (
      <Button size="sm" variant="destructive" onClick={toggle}>
        Error
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant={following ? "secondary" : "outline"}
      loading={mutation.isPending}
      title={following ? "Unfollow" : undefined}
      onClick={toggle}
    >
      {following ? <Check aria-hidden /> : <UserPlus aria-hidden />}
      {following ? "Following" : "Follow"}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
