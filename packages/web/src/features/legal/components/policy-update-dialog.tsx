import { isLegalSlug, legalPath } from "@saheli/core/legal";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Link, useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { DialogOverlay, DialogPortal } from "@/components/ui/dialog";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useAcceptPolicies } from "../api/accept-policies";
import { usePendingAcceptances } from "../api/get-pending-acceptances";
import { useLegalT } from "../i18n";
import { formatPolicyDate } from "../lib/format";

type Props = { onSignOut: () => void; signingOut: boolean };

/**
 * After a material change to the Terms or the Privacy Policy, a signed-in person is asked to accept it before
 * carrying on: the dialog cannot be dismissed, but she can read the new text first (it steps aside on the policy
 * pages) or sign out instead.
 */
export function PolicyUpdateDialog({ onSignOut, signingOut }: Props) {
  const { pathname } = useLocation();
  const pending = usePendingAcceptances(true);
  const accept = useAcceptPolicies();
  const { t } = useLegalT();
  const locale = useIntlLocale();
  const items = pending.data?.pending ?? [];
  const onPolicyPage = isLegalSlug(pathname.replace(/^\/+|\/+$/g, ""));
  if (items.length === 0 || onPolicyPage) return null;
  const several = items.length > 1;
  return (
    <DialogPrimitive.Root open>
      <DialogPortal>
        <DialogOverlay />
        <DialogPrimitive.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className={cn(
            "fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg",
            "-translate-x-1/2 -translate-y-1/2 gap-5 overflow-y-auto rounded-2xl border border-border",
            "bg-card p-6 text-card-foreground shadow-overlay focus:outline-none",
          )}
        >
          <div className="grid gap-2">
            <DialogPrimitive.Title className="font-display font-semibold text-2xl text-foreground">
              {several ? t("update.several") : t("update.one", { title: items[0]?.title ?? "" })}
            </DialogPrimitive.Title>
            <DialogPrimitive.Description className="text-muted-foreground">
              {t("update.description")}
            </DialogPrimitive.Description>
          </div>
          <ul className="grid gap-3">
            {items.map((item) => (
              <li key={item.slug} className="grid gap-1 rounded-xl bg-muted/60 p-4">
                <p className="font-semibold text-foreground">
                  {item.title}{" "}
                  <span className="font-normal text-muted-foreground text-sm">
                    {t("update.version", {
                      version: item.version,
                      date: formatPolicyDate(item.effective_at, locale),
                    })}
                  </span>
                </p>
                {item.summary && (
                  <p className="text-foreground/90 text-sm">
                    {t("update.whatChanged", { summary: item.summary })}
                  </p>
                )}
                {isLegalSlug(item.slug) && (
                  <Link
                    to={legalPath(item.slug)}
                    className="justify-self-start font-medium text-primary text-sm underline underline-offset-2"
                  >
                    {t("update.read", { title: item.title })}
                  </Link>
                )}
              </li>
            ))}
          </ul>
          {accept.isError && (
            <p role="alert" className="text-destructive text-sm">
              {errorMessage(accept.error)}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={onSignOut} loading={signingOut}>
              {t("update.signOut")}
            </Button>
            <Button
              loading={accept.isPending}
              onClick={() => accept.mutate(items.map((item) => ({ slug: item.slug, version: item.version })))}
            >
              {several ? t("update.acceptAll") : t("update.accept")}
            </Button>
          </div>
        </DialogPrimitive.Content>
      </DialogPortal>
    </DialogPrimitive.Root>
  );
}
