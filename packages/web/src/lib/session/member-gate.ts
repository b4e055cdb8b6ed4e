import { useCallback } from "react";
import { isApiError } from "@/lib/api-client";
import { useSignIn } from "./sign-in";
import { useSession } from "./use-session";
import { useVerificationUi } from "./verification-ui";

/**
 * What only members may do (post, react, comment, vote): a visitor is shown the sign-in dialog first, and a
 * refusal for someone not verified opens the verification offer instead of failing silently.
 */
export function useMemberGate() {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const verification = useVerificationUi();

  /** True when she may go on; otherwise the sign-in dialog opens. */
  const allow = useCallback(() => {
    if (session.status === "signed-in") return true;
    openSignIn("sign-in");
    return false;
  }, [session.status, openSignIn]);

  /** True when the error was the verification gate (and the offer has opened). */
  const handled = useCallback(
    (error: unknown) => {
      if (!isApiError(error) || error.code !== "VERIFICATION_REQUIRED") return false;
      void verification.offerVerification();
      return true;
    },
    [verification],
  );

  return { allow, handled };
}
