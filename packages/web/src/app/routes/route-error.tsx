import { RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { SaheliMark } from "@/components/brand";
import { Button } from "@/components/ui/button";
import { reloadOnceForChunk, reportError } from "@/lib/client-logs";

/** Last line of defence: a route crashed or its code failed to download (often after a new release). */
export function RouteError() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : null;
  const { t } = useTranslation();
  useEffect(() => {
    // A page's code gone after a deploy: reload once for the new files; anything else is reported.
    if (status === null && !reloadOnceForChunk(error)) reportError(error, { kind: "route-error" });
  }, [error, status]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center px-6 text-center">
      <Link to="/" aria-label={t("brand.home")} className="mb-8 rounded-xl">
        <SaheliMark className="size-12" />
      </Link>
      <h1 className="font-display font-semibold text-3xl text-foreground">
        {status === 404 ? t("routeError.notFound") : t("routeError.failed")}
      </h1>
      <p className="mt-3 max-w-md text-muted-foreground">
        {status === 404 ? t("routeError.notFoundBody") : t("routeError.failedBody")}
      </p>
      <div className="mt-8 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" onClick={() => window.location.reload()}>
          <RefreshCw aria-hidden /> {t("routeError.reload")}
        </Button>
        <Button asChild size="lg" variant="outline">
          <a href="/">{t("routeError.home")}</a>
        </Button>
      </div>
    </main>
  );
}
