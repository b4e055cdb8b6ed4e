import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { SignInDialog } from "./sign-in-dialog";

export type SignInMode = "sign-in" | "create-account";
type SignInRequest = { mode: SignInMode; returnTo: string };
type SignInContextValue = { openSignIn: (mode?: SignInMode) => void };

const SignInContext = createContext<SignInContextValue | null>(null);

/** Links such as `/?login=1` open the dialog straight away (doc 2 "Sign-in modal"). */
function askedToSignIn(params: URLSearchParams) {
  return params.get("login") === "1" || params.get("auth") === "login";
}

export function SignInProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [request, setRequest] = useState<SignInRequest | null>(null);
  const fromUrl = askedToSignIn(params);
  const current = request ?? (fromUrl ? { mode: "sign-in" as const, returnTo: location.pathname } : null);

  const openSignIn = useCallback(
    (mode: SignInMode = "sign-in") => setRequest({ mode, returnTo: location.pathname + location.search }),
    [location.pathname, location.search],
  );

  const close = () => {
    setRequest(null);
    if (fromUrl) {
      const next = new URLSearchParams(params);
      next.delete("login");
      next.delete("auth");
      const search = next.toString();
      navigate({ pathname: location.pathname, search: search ? `?${search}` : "" }, { replace: true });
    }
  };

  const value = useMemo(() => ({ openSignIn }), [openSignIn]);
  return (
    <SignInContext.Provider value={value}>
      {children}
      <SignInDialog
        open={current !== null}
        mode={current?.mode ?? "sign-in"}
        onModeChange={(mode) => setRequest({ mode, returnTo: current?.returnTo ?? location.pathname })}
        onClose={close}
      />
    </SignInContext.Provider>
  );
}

/** Opens the sign-in dialog; it returns the visitor to the current page once sign-in exists. */
export function useSignIn(): SignInContextValue {
  const context = useContext(SignInContext);
  if (!context) throw new Error("useSignIn must be used inside <SignInProvider>");
  return context;
}
