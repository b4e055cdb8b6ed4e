import { OAuthPlatformNames } from "@saheli/core/connections";
import { ArrowLeft, CircleAlert, RefreshCw } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useCompleteConnection } from "../api/complete-connection";
import { useConnectionsT } from "../i18n";
import { callbackPlan } from "../lib/callback-plan";

/**
 * /oauth/callback/zoom and /oauth/callback/google: where the provider sends her back. The page hands the code and
 * state to Saheli, then returns her where she started with a success, or shows the spec's error (doc 3 §8).
 */
export function Component() {
  const { t } = useConnectionsT();
  const messageIn = useMessageIn();
  const { platform: platformParam } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const plan = useMemo(() => callbackPlan(platformParam, params), [platformParam, params]);
  const complete = useCompleteConnection(plan.kind === "send" ? plan.platform : "zoom");
  const started = useRef(false);

  useEffect(() => {
    if (plan.kind !== "send" || started.current) return;
    started.current = true;
    complete.mutate(plan.body, {
      onSuccess: (result) => {
        toast.success(t("callback.connected", { name: OAuthPlatformNames[result.platform] }));
        navigate(result.return_to, { replace: true });
      },
    });
  }, [plan, complete, navigate, t]);

  const problem =
    plan.kind === "fail" ? messageIn(plan.message) : complete.isError ? errorMessage(complete.error) : null;
  const name = plan.kind === "send" ? OAuthPlatformNames[plan.platform] : t("callback.yourAccount");
  return (
    <>
      <title>{t("callback.title")}</title>
      <section className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col items-center justify-center px-6 py-16 text-center">
        {problem ? (
          <>
            <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-destructive-soft text-destructive">
              <CircleAlert aria-hidden className="size-8" strokeWidth={1.75} />
            </span>
            <h1 className="font-display font-semibold text-2xl text-foreground">
              {t("callback.failed", { name })}
            </h1>
            <p role="alert" className="mt-3 text-muted-foreground">
              {problem}
            </p>
            {plan.kind === "send" && plan.hint && (
              <p className="mt-1 text-muted-foreground text-sm">{t("callback.denied")}</p>
            )}
            <div className="mt-8 grid w-full gap-2 sm:grid-cols-2">
              <Button asChild size="lg">
                <Link to={plan.returnTo} replace>
                  <RefreshCw aria-hidden /> {t("callback.tryAgain")}
                </Link>
              </Button>
              <Button asChild size="lg" variant="outline">
                <Link to="/vendor/dashboard" replace>
                  <ArrowLeft aria-hidden /> {t("callback.dashboard")}
                </Link>
              </Button>
            </div>
          </>
        ) : (
          <>
            <Spinner size="lg" label={null} className="text-primary" />
            <h1 className="mt-4 font-display font-semibold text-2xl text-foreground">
              {t("callback.connecting", { name })}
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
