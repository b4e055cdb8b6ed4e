import { NewsletterMessages } from "@saheli/core/contracts/newsletter";
import { CircleCheck, MailX } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useConfirmNewsletter, useUnsubscribeNewsletter } from "../api/newsletter";
import { useLegalT } from "../i18n";

/**
 * /newsletter/confirm and /newsletter/unsubscribe: the links in the newsletter's e-mails. Opening the page does
 * it (one click); a mail scanner that only fetches the link changes nothing, because the page posts it.
 */
export function Component() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const unsubscribing = pathname.endsWith("/unsubscribe");
  const confirm = useConfirmNewsletter();
  const unsubscribe = useUnsubscribeNewsletter();
  const action = unsubscribing ? unsubscribe : confirm;
  const started = useRef(false);
  const { t } = useLegalT();
  const messageIn = useMessageIn();
  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    action.mutate(token);
  }, [action, token]);

  const heading = unsubscribing ? t("newsletterLink.unsubscribeHeading") : t("newsletterLink.confirmHeading");
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <title>{t("newsletterLink.title", { heading })}</title>
      {!token || action.isError ? (
        <EmptyState
          icon={MailX}
          headingLevel="h1"
          title={token ? errorMessage(action.error) : messageIn(NewsletterMessages.badLink)}
          description={
            unsubscribing ? t("newsletterLink.failedUnsubscribe") : t("newsletterLink.failedConfirm")
          }
          action={
            <Button asChild>
              <Link to="/">{t("newsletterLink.goToSaheli")}</Link>
            </Button>
          }
        />
      ) : action.isSuccess ? (
        <EmptyState
          icon={CircleCheck}
          headingLevel="h1"
          title={action.data.message}
          description={unsubscribing ? t("newsletterLink.doneUnsubscribe") : t("newsletterLink.doneConfirm")}
          action={
            <Button asChild>
              <Link to="/">{t("newsletterLink.goToSaheli")}</Link>
            </Button>
          }
        />
      ) : (
        <div className="flex flex-col items-center gap-3 py-10 text-center" aria-live="polite">
          <Spinner size="lg" label={null} />
          <h1 className="font-display font-semibold text-2xl text-foreground">
            {unsubscribing ? t("newsletterLink.unsubscribing") : t("newsletterLink.confirming")}
          </h1>
        </div>
      )}
    </div>
  );
}
