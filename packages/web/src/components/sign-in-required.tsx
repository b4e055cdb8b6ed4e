import { ArrowLeft, LockKeyhole } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSignIn } from "@/lib/session/sign-in";
import { SaheliMark } from "./brand";

/** What a signed-out visitor sees on a members-only page. */
export function SignInRequired({ description }: { description?: string }) {
  const { openSignIn } = useSignIn();
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="sign-in-required-title"
      className="mx-auto flex min-h-[70dvh] w-full max-w-md flex-col items-center justify-center px-6 py-16 text-center"
    >
      <Link to="/" aria-label={t("brand.home")} className="mb-8 rounded-xl">
        <SaheliMark className="size-11" />
      </Link>
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <LockKeyhole aria-hidden className="size-8" strokeWidth={1.75} />
      </span>
      <h1 id="sign-in-required-title" className="font-display font-semibold text-3xl text-foreground">
        {t("signInRequired.title")}
      </h1>
      <p className="mt-3 text-muted-foreground">{description ?? t("signInRequired.membersOnly")}</p>
      <div className="mt-8 grid w-full gap-2 sm:grid-cols-2">
        <Button size="lg" onClick={() => openSignIn("sign-in")}>
          {t("signInRequired.signIn")}
        </Button>
        <Button size="lg" variant="outline" onClick={() => openSignIn("create-account")}>
          {t("signInRequired.createAccount")}
        </Button>
      </div>
      <Button asChild variant="link" className="mt-6">
        <Link to="/">
          <ArrowLeft aria-hidden /> {t("signInRequired.backHome")}
        </Link>
      </Button>
    </section>
  );
}
