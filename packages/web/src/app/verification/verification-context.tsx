import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router";
import { verificationStateQueryOptions } from "@/features/verification/api/get-verification-state";
import { lazyWhenOpen } from "@/lib/lazy-when-open";
import { sessionQueryKey } from "@/lib/session/get-session";
import { useSession } from "@/lib/session/use-session";
import { VerificationContext } from "@/lib/session/verification-ui";

const VerificationModal = lazyWhenOpen(() =>
  import("@/features/verification/components/verification-modal").then((m) => m.VerificationModal),
);
const AccessRestrictedModal = lazyWhenOpen(() =>
  import("@/features/verification/components/access-restricted-modal").then((m) => m.AccessRestrictedModal),
);

type Modal = "verify" | "restricted" | null;

/**
 * Owns the Human Verification and Access Restricted modals for the whole app. They open after sign-in for
 * someone not verified (doc 2 §4), from the decision e-mail's `?verify=1` link, and when a feature asks.
 */
export function VerificationProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<Modal>(null);
  const signedIn = session.status === "signed-in";

  const offerVerification = useCallback(async () => {
    const state = await queryClient.fetchQuery(verificationStateQueryOptions()).catch(() => null);
    if (!state || state.status === "approved") return;
    setModal(state.status === "declined" ? "restricted" : "verify");
  }, [queryClient]);

  const askedByLink = signedIn && params.get("verify") === "1";
  useEffect(() => {
    if (!askedByLink) return;
    const next = new URLSearchParams(params);
    next.delete("verify");
    setParams(next, { replace: true });
    void offerVerification();
  }, [askedByLink, params, setParams, offerVerification]);

  const value = useMemo(
    () => ({
      offerVerification,
      openVerification: () => setModal("verify"),
      openRestricted: () => setModal("restricted"),
      busy: modal !== null,
    }),
    [offerVerification, modal],
  );

  const close = (open: boolean) => !open && setModal(null);
  return (
    <VerificationContext.Provider value={value}>
      {children}
      {signedIn && (
        <>
          <VerificationModal
            open={modal === "verify"}
            userId={session.user.id}
            onOpenChange={close}
            onFinished={() => void queryClient.invalidateQueries({ queryKey: sessionQueryKey })}
          />
          <AccessRestrictedModal
            open={modal === "restricted"}
            onOpenChange={close}
            onReverify={() => setModal("verify")}
          />
        </>
      )}
    </VerificationContext.Provider>
  );
}
