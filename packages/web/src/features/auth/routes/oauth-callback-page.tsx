import { safeRedirectPath } from "@saheli/core/auth";
import { firstName, SignInFlowMessages } from "@saheli/core/sign-in-flow";
import { ArrowLeft, CircleAlert, RefreshCw } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useCompleteOAuth } from "../api/oauth-callback";
import { useAuthT } from "../i18n";
import { authErrorMessage } from "../lib/auth-error-message";

/** The provider's own error text is not shown: it arrives in the URL, where anyone could write it. */
function problemInUrl(params: URLSearchParams): "cancelled" | "providerFailed" | "incomplete" | null {
  const error = params.get("error");
  if (error === "access_denied") return "cancelled";
  if (error) return "providerFailed";
  if (!params.get("code") || !params.get("state")) return "incomplete";
  return null;
}

/** /auth/callback: where Google, Facebook or GitHub send her back; finishes sign-in, then moves on. */
export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const complete = useCompleteOAuth();
  const started = useRef(false);
  const urlProblem = problemInUrl(params);
  const { t } = useAuthT();
  const messageIn = useMessageIn();

  useEffect(() => {
    if (urlProblem || started.current) return;
    started.current = true;
    const body = { code: params.get("code") ?? "", state: params.get("state") ?? "" };
    complete.mutateAsync(body).then(
      ({ redirect_to, is_new_user, session }) => {
        // Core's welcomeMessage, in her language.
        const name = firstName(session?.profile.full_name);
        toast.success(
          is_new_user || !name
            ? messageIn(SignInFlowMessages.welcomeNew)
            : t("callback.welcomeBack", { name }),
        );
        navigate(safeRedirectPath(redirect_to || params.get("redirectTo")), { replace: true });
      },
      () => undefined,
    );
  }, [urlProblem, params, complete, navigate, messageIn, t]);

  const problem = urlProblem
    ? t(`callback.${urlProblem}`)
    : complete.isError
      ? messageIn(authErrorMessage(complete.error))
      : null;
  return (
    <>
      <title>{t("callback.title")}</title>
      <section className="mx-auto flex min-h-dvh w-full max-w-md flex-col items-center justify-center px-6 py-16 text-center">
        {problem ? (
          <>
            <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <CircleAlert aria-hidden className="size-8" strokeWidth={1.75} />
            </span>
            <h1 className="font-display font-semibold text-3xl text-foreground">{t("callback.failed")}</h1>
            <p role="alert" className="mt-3 text-muted-foreground">
              {problem}
            </p>
            <div className="mt-8 grid w-full gap-2 sm:grid-cols-2">
              <Button asChild size="lg">
                <Link to="/?login=1" replace>
                  <RefreshCw aria-hidden /> {t("callback.tryAgain")}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/" replace>
                  <ArrowLeft aria-hidden /> {t("callback.backHome")}
                </Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <Spinner size="lg" label={null} className="text-primary" />
            <h1 className="mt-4 font-display font-semibold text-2xl text-foreground">
              {t("callback.signingIn")}
            </h1>
            <p role="status" className="mt-2 text-muted-foreground">
              {t("callback.moment")}
            </p>
          </>
        )}
      </section>
    </>
  );
}
