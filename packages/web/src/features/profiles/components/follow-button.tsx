import type { ProfilePage } from "@saheli/core/contracts/profiles";
import { Check, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useSetFollowing } from "../api/set-following";
import { useProfilesT } from "../i18n";

/** Doc 2 §8: a failed follow shows its error, and the button reads 'Error', for 3 seconds. */
const ERROR_MS = 3000;

export function FollowButton({ page, className }: { page: ProfilePage; className?: string }) {
  const { t } = useProfilesT();
  const follow = useSetFollowing();
  const [failed, setFailed] = useState(false);
  const following = page.relation?.following ?? false;

  useEffect(() => {
    if (!failed) return;
    const timer = window.setTimeout(() => setFailed(false), ERROR_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const toggle = () =>
    follow.mutate(
      { personId: page.profile.id, follow: !following },
      {
        onError: (error) => {
          setFailed(true);
          toast.error(errorMessage(error), { duration: ERROR_MS });
        },
      },
    );

  return (
    <Button
      variant={following ? "secondary" : "outline"}
      aria-pressed={following}
      loading={follow.isPending}
      onClick={toggle}
      className={className}
    >
      {failed ? (
        t("follow.error")
      ) : following ? (
        <>
          <Check aria-hidden /> {t("follow.following")}
        </>
      ) : (
        <>
          <Plus aria-hidden /> {t("follow.follow")}
        </>
      )}
    </Button>
  );
}
