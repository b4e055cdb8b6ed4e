import { CREATE_SHOP_MAX_RETRIES, CreateShopMessages, createShopStep } from "@saheli/core/create-shop-gate";
import { useQueryClient } from "@tanstack/react-query";
import { BadgeCheck, Store } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { PageLoading } from "@/components/page-loading";
import { SignInRequired } from "@/components/sign-in-required";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { ShopForm } from "@/features/marketplace/components/shop-form";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { sessionQueryKey } from "@/lib/session/get-session";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useVerificationUi } from "@/lib/session/verification-ui";

const RECHECK_MS = 3000;

/** /create-shop behind doc 1 §4's gate: signed in, no shop yet, and a verified woman. */
export function Component() {
  const session = useSession();
  // Once her shop opens here, the page only waits to hand over to the shop (not to the dashboard).
  const [opened, setOpened] = useState(false);
  const { t } = useTranslation();
  const step = createShopStep(
    session.status === "signed-out"
      ? { signedIn: false }
      : { signedIn: true, profile: session.status === "signed-in" ? session.profile : null },
  );
  return (
    <>
      <title>{t("createShop.title")}</title>
      {step === "sign-in" && <SignInFirst />}
      {step === "wait" && <PageLoading />}
      {step === "has-shop" && (opened ? <PageLoading /> : <ToDashboard />)}
      {step === "form" && (
        <div className="mx-auto grid w-full max-w-3xl gap-6 px-4 py-6 sm:px-6 lg:py-10">
          <div className="grid gap-1">
            <h1 className="font-display font-semibold text-2xl">{t("createShop.heading")}</h1>
            <p className="text-muted-foreground">{t("createShop.intro")}</p>
          </div>
          <ShopForm shop={null} onSaved={() => setOpened(true)} />
        </div>
      )}
      {step === "await-verification" && <AwaitVerification />}
      {step === "verify" && <VerifyFirst />}
    </>
  );
}

function SignInFirst() {
  const { openSignIn } = useSignIn();
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival; the dialog returns here.
  useEffect(() => openSignIn("sign-in"), []);
  return <SignInRequired description={t("createShop.signIn")} />;
}

function ToDashboard() {
  const navigate = useNavigate();
  const messageIn = useMessageIn();
  useEffect(() => {
    toast.info(messageIn(CreateShopMessages.shopExists), {
      description: messageIn(CreateShopMessages.shopExistsBody),
    });
    navigate("/vendor/dashboard", { replace: true });
  }, [navigate, messageIn]);
  return <PageLoading />;
}

/** Gender recorded, verification not yet: re-check the profile a few times, then ask her to come back. */
function AwaitVerification() {
  const queryClient = useQueryClient();
  const ui = useVerificationUi();
  const [round, setRound] = useState(0);
  const [checks, setChecks] = useState(0);
  const announced = useRef(false);
  const exhausted = checks >= CREATE_SHOP_MAX_RETRIES;
  const { t } = useTranslation();
  const messageIn = useMessageIn();

  useEffect(() => {
    if (!announced.current) {
      announced.current = true;
      toast.info(messageIn(CreateShopMessages.verificationRequired), {
        description: messageIn(CreateShopMessages.verificationRequiredBody),
      });
    }
  }, [messageIn]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the checks on "Check again".
  useEffect(() => {
    if (exhausted) {
      toast.warning(messageIn(CreateShopMessages.maxRetries), {
        description: messageIn(CreateShopMessages.maxRetriesBody),
      });
      return;
    }
    const timer = setTimeout(() => {
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      setChecks((n) => n + 1);
    }, RECHECK_MS);
    return () => clearTimeout(timer);
  }, [checks, exhausted, round, queryClient]);

  return (
    <GatePanel
      title={messageIn(CreateShopMessages.verificationRequired)}
      description={messageIn(CreateShopMessages.verificationRequiredBody)}
    >
      <Button
        variant="outline"
        disabled={!exhausted}
        onClick={() => {
          setChecks(0);
          setRound((n) => n + 1);
        }}
      >
        {t("createShop.checkAgain")}
      </Button>
      <Button onClick={ui.openVerification}>{t("createShop.verify")}</Button>
    </GatePanel>
  );
}

function VerifyFirst() {
  const ui = useVerificationUi();
  const { t } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival.
  useEffect(() => void ui.offerVerification(), []);
  return (
    <GatePanel title={t("createShop.verifyTitle")} description={t("createShop.verifyBody")}>
      <Button onClick={() => void ui.offerVerification()}>
        <BadgeCheck aria-hidden /> {t("createShop.verify")}
      </Button>
    </GatePanel>
  );
}

function GatePanel({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: React.ReactNode;
}) {
  return (
    <section className="mx-auto flex min-h-[60dvh] w-full max-w-md flex-col items-center justify-center gap-4 px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Store aria-hidden className="size-8" strokeWidth={1.75} />
      </span>
      <h1 className="font-display font-semibold text-3xl text-foreground">{title}</h1>
      <p className="text-muted-foreground">{description}</p>
      <div className="mt-2 flex flex-wrap justify-center gap-2">{children}</div>
    </section>
  );
}
