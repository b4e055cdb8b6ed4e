import type { OAuthProvider } from "@saheli/core/auth";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { oauthStartUrl } from "../api/oauth-callback";
import { useAuthT } from "../i18n";
import { ProviderLogo } from "./provider-logo";

const NAMES: Record<OAuthProvider, string> = { google: "Google", facebook: "Facebook", github: "GitHub" };

/** One full-page link per configured provider; the provider brings her back to /auth/callback. */
export function OAuthButtons({ providers, returnTo }: { providers: OAuthProvider[]; returnTo: string }) {
  const { t } = useAuthT();
  if (providers.length === 0) return null;
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase tracking-wide">
        <span aria-hidden className="h-px flex-1 bg-border" />
        {t("oauth.or")}
        <span aria-hidden className="h-px flex-1 bg-border" />
      </div>
      <ul className="grid gap-2">
        {providers.map((provider) => (
          <li key={provider}>
            <a
              href={oauthStartUrl(provider, returnTo)}
              className={cn(buttonVariants({ variant: "outline", size: "lg" }), "w-full")}
            >
              <ProviderLogo provider={provider} />
              {t("oauth.continueWith", { provider: NAMES[provider] })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
