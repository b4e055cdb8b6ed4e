import { createContext, useContext } from "react";

export type SignInMode = "sign-in" | "create-account";
export type SignInContextValue = { openSignIn: (mode?: SignInMode) => void };

/** Provided by the shell's `SignInProvider` (app/sign-in), which owns the sign-in dialog. */
export const SignInContext = createContext<SignInContextValue | null>(null);

/** Opens the sign-in dialog; after signing in the visitor returns to the current page. */
export function useSignIn(): SignInContextValue {
  const context = useContext(SignInContext);
  if (!context) throw new Error("useSignIn must be used inside <SignInProvider>");
  return context;
}
