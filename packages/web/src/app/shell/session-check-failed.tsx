import { useQueryClient } from "@tanstack/react-query";
import { CloudOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { sessionQueryKey } from "@/lib/session/get-session";

/** A members-only page whose session check failed: she is told why and may try again, still signed in. */
export function SessionCheckFailed({ error }: { error: Error }) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  return (
    <EmptyState
      icon={CloudOff}
      headingLevel="h1"
      className="min-h-[60dvh] justify-center"
      title={t("shell.sessionCheckFailed")}
      description={error.message}
      action={
        <Button onClick={() => queryClient.refetchQueries({ queryKey: sessionQueryKey })}>
          {t("ui.tryAgain")}
        </Button>
      }
    />
  );
}
