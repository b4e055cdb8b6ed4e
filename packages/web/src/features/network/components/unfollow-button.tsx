import { UserMinus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useSetFollowing } from "../api/follow-person";
import { useNetworkT } from "../i18n";

/** Unfollow on the Following list, where following is a given. */
export function UnfollowButton({ personId, name }: { personId: string; name: string }) {
  const { t } = useNetworkT();
  const mutation = useSetFollowing();
  return (
    <Button
      size="sm"
      variant="outline"
      loading={mutation.isPending}
      onClick={() =>
        mutation.mutateAsync({ personId, follow: false }).then(
          () => toast.success(t("follow.unfollowed", { name })),
          (error: Error) => toast.error(error.message),
        )
      }
    >
      <UserMinus aria-hidden /> {t("follow.unfollow")}
      <span className="sr-only"> {name}</span>
    </Button>
  );
}
