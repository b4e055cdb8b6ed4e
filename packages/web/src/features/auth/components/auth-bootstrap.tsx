import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { lazyWhenOpen } from "@/lib/lazy-when-open";
import { sessionQueryKey, useSessionQuery } from "@/lib/session/get-session";
import { useSessionRefreshSync } from "../hooks/use-session-refresh-sync";
import { authErrorMessage } from "../lib/auth-error-message";
import { clearClientAuthState } from "../lib/client-auth-storage";

const AuthErrorDialog = lazyWhenOpen(() => import("./auth-error-dialog").then((m) => m.AuthErrorDialog));

/** Doc 3 §4: the error dialog waits this long, in case the session turns up after all. */
export const AUTH_ERROR_DELAY_MS = 2000;

/**
 * Auth bootstrap (doc 3 §4): the session is checked at start-up by the shell's session query; when that
 * check fails (network, server fault: a 401 is simply a visitor) the Authentication Error dialog offers
 * Dismiss or Fix & Retry. Also keeps the cached session in step with token refreshes.
 */
export function AuthBootstrap() {
  useSessionRefreshSync();
  const queryClient = useQueryClient();
  const session = useSessionQuery();
  const failed = session.isError && !session.data;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (!failed) return setVisible(false);
    const timer = window.setTimeout(() => setVisible(true), AUTH_ERROR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [failed]);

  const retry = () => {
    clearClientAuthState();
    void queryClient.resetQueries({ queryKey: sessionQueryKey });
  };

  return (
    <AuthErrorDialog
      open={visible}
      message={failed ? authErrorMessage(session.error) : ""}
      retrying={session.isFetching}
      onDismiss={() => setVisible(false)}
      onRetry={retry}
    />
  );
}
