import { createContext, useContext } from "react";

export type VerificationUi = {
  /** The verification modal, or Access Restricted for someone declined (doc 2 §2). */
  offerVerification: () => Promise<void>;
  openVerification: () => void;
  openRestricted: () => void;
  /** A verification dialog is showing: other after-sign-in steps wait. */
  busy: boolean;
};

/** Provided by the shell's `VerificationProvider` (app/verification), which owns the modals. */
export const VerificationContext = createContext<VerificationUi | null>(null);

export function useVerificationUi(): VerificationUi {
  const value = useContext(VerificationContext);
  if (!value) throw new Error("useVerificationUi needs a VerificationProvider");
  return value;
}
