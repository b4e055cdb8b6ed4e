import { safeRedirectPath } from "@saheli/core/auth";
import type { SignInResponse } from "@saheli/core/contracts/auth";
import { requiresSignIn } from "@saheli/core/shell-layout";
import { firstName, SignInFlowMessages } from "@saheli/core/sign-in-flow";
import { type ReactNode, useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { lazyWhenOpen } from "@/lib/lazy-when-open";
import { SignInContext, type SignInMode } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { useVerificationUi } from "@/lib/session/verification-ui";

const SignInDialog = lazyWhenOpen(() => import("./sign-in-dialog").then((m) => m.SignInDialog));

type SignInRequest = { mode: SignInMode; returnTo: string };

/** Links such as `/?login=1` open the dialog straight away (doc 2 "Sign-in modal"). */
function askedToSignIn(params: URLSearchParams) {
  return params.get("login") === "1" || params.get("auth") === "login";
}

/**
 * Owns the sign-in modal. It opens when asked (header, bottom bar), when the URL asks, and by itself
 * on a members-only page for a signed-out visitor (doc 2 "Route guard"), remembering where to return.
 */
export function SignInProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const session = useSession();
  const verification = useVerificationUi();
  const [request, setRequest] = useState<SignInRequest | null>(null);
  const { t } = useTranslation();
  const messageIn = useMessageIn();
  const signedOut = session.status === "signed-out";
  const fromUrl = signedOut && askedToSignIn(params);
  // After a failed session check the Authentication Error dialog speaks instead.
  const guarded = signedOut && !session.error && requiresSignIn(location.pathname);
  const here = location.pathname + location.search;
  const current: SignInRequest | null =
    (signedOut ? request : null) ??
    (guarded ? { mode: "sign-in", returnTo: here } : null) ??
    (fromUrl ? { mode: "sign-in", returnTo: location.pathname } : null);

  const openSignIn = useCallback(
    (mode: SignInMode = "sign-in") => setRequest({ mode, returnTo: location.pathname + location.search }),
    [location.pathname, location.search],
  );

  const dismiss = () => {
    setRequest(null);
    // Closed without signing in on a members-only page: forget the target and go home.
    if (guarded) return void navigate("/", { replace: true });
    if (askedToSignIn(params)) {
      const next = new URLSearchParams(params);
      next.delete("login");
      next.delete("auth");
      const search = next.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true });
    }
  };

  const signedIn = (returnTo: string, fromLink: boolean) => (signedInSession: SignInResponse) => {
    setRequest(null);
    // Core's welcomeMessage, in her language: a new member is welcomed to Saheli, a returning one by her first name.
    const name = firstName(signedInSession.profile.full_name);
    toast.success(
      signedInSession.is_new_user || !name
        ? messageIn(SignInFlowMessages.welcomeNew)
        : t("shell.welcomeBack", { name }),
    );
    navigate(safeRedirectPath(returnTo), { replace: fromLink });
    // Doc 2 §4 "After sign-in": someone not yet verified is offered the verification modal.
    if (!signedInSession.profile.is_verified) void verification.offerVerification();
  };

  const value = useMemo(() => ({ openSignIn }), [openSignIn]);
  return (
    <SignInContext.Provider value={value}>
      {children}
      <SignInDialog
        open={current !== null}
        mode={current?.mode ?? "sign-in"}
        returnTo={current?.returnTo ?? here}
        onSignedIn={signedIn(current?.returnTo ?? here, fromUrl && request === null)}
        onDismiss={dismiss}
      />
    </SignInContext.Provider>
  );
}
