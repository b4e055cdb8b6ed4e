import { AuthMessages } from "@saheli/core/auth";
import { type Query, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/api-client";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { sessionQueryKey } from "@/lib/session/get-session";
import { authErrorMessage } from "../lib/auth-error-message";
import { clearClientAuthState } from "../lib/client-auth-storage";

/** Doc 3 §4: the logout call is abandoned after 4 s; signing out carries on regardless. */
export const LOGOUT_TIMEOUT_MS = 4000;

const isSession = (key: readonly unknown[]) => key[0] === sessionQueryKey[0] && key[1] === sessionQueryKey[1];

/** Revokes the session on the server and clears its cookies. */
export function logout(signal?: AbortSignal): Promise<void> {
  return api.post<void>("/api/auth/logout", {}, { signal });
}

const signedInOnly = (query: Query) => query.meta?.signedInOnly === true;

/**
 * The logout sequence: forget local state and leave, signed out, at once; then tell the server (at most 4 s) and
 * start what is on screen again as a visitor. Signing out on the client first means nothing only a member sees is
 * still asking the server as her once the server has forgotten her. A failure is reported and the sequence
 * continues, so a person is never stuck signed in.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const messageIn = useMessageIn();

  const run = useCallback(async () => {
    setPending(true);
    clearClientAuthState();
    // Leave members-only pages first, so they never flash their sign-in prompt on the way out.
    await navigate("/", { replace: true });
    await queryClient.cancelQueries({ predicate: signedInOnly });
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.getMutationCache().clear();
    queryClient.removeQueries({ predicate: signedInOnly });
    try {
      await logout(AbortSignal.timeout(LOGOUT_TIMEOUT_MS));
    } catch (error) {
      toast.error(`${messageIn(AuthMessages.logoutContinues)}${authErrorMessage(error)}`);
    }
    // Drop what is cached off screen; what is on screen starts again, fetched as a visitor.
    queryClient.removeQueries({ type: "inactive" });
    void queryClient.resetQueries({ predicate: (query) => !isSession(query.queryKey) });
    setPending(false);
  }, [navigate, queryClient, messageIn]);

  return { logout: run, pending };
}
