import { useTranslation } from "react-i18next";
import { LanguageSwitch } from "@/components/language-switch";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import type { SignInMode } from "@/lib/session/sign-in";
import { SignedOutFace, signedOutTrigger } from "./signed-out-face";

type Props = { expanded: boolean; defaultOpen?: boolean; onSignIn: (mode: SignInMode) => void };

/** Signed out: 'Hello, sign in' / 'Account' opening Sign In and Create Account (doc 3 §2.3). */
export function AccountPopover({ expanded, defaultOpen, onSignIn }: Props) {
  const { t } = useTranslation();
  return (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger
        aria-label={expanded ? undefined : t("header.signedOut.account")}
        className={signedOutTrigger(expanded)}
      >
        <SignedOutFace expanded={expanded} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72">
        <p className="font-display font-semibold text-foreground text-lg">{t("header.signedOut.greeting")}</p>
        <p className="mt-1 text-muted-foreground text-sm">{t("header.signedOut.intro")}</p>
        <div className="mt-4 grid gap-2">
          <PopoverClose asChild>
            <Button onClick={() => onSignIn("sign-in")}>{t("header.signedOut.signIn")}</Button>
          </PopoverClose>
          <PopoverClose asChild>
            <Button variant="outline" onClick={() => onSignIn("create-account")}>
              {t("header.signedOut.createAccount")}
            </Button>
          </PopoverClose>
        </div>
        <LanguageSwitch className="mt-4 border-border border-t pt-3" />
      </PopoverContent>
    </Popover>
  );
}
