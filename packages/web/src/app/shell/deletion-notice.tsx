import { isUnder } from "@saheli/core/path-match";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { toast } from "@/components/ui/toast";
import { DeletionBanner } from "@/features/account/components/deletion-banner";
import { useCancelDeletion } from "@/features/auth/api/cancel-deletion";
import { useSession } from "@/lib/session/use-session";

/** While deletion is scheduled the banner follows her on every page (Settings shows its own). */
export function DeletionNotice() {
  const { pathname } = useLocation();
  const session = useSession();
  const cancel = useCancelDeletion();
  const { t } = useTranslation();
  const deletion = session.profile?.deletion;
  if (!deletion || isUnder(pathname, "/settings")) return null;
  return (
    <div className="mx-auto max-w-7xl px-3 pt-3 sm:px-6 lg:px-8">
      <DeletionBanner
        recoverUntil={deletion.can_recover_until}
        cancelling={cancel.isPending}
        onCancel={() =>
          cancel.mutate(undefined, {
            onSuccess: () => toast.success(t("shell.deletionCancelled")),
            onError: (error) => toast.error(error.message),
          })
        }
      />
    </div>
  );
}
