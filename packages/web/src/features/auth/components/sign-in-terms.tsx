const LINK = "font-medium text-primary underline-offset-4 hover:underline";

/** The terms and privacy footer; the links open in a new tab so a half-finished sign-in is kept. */
export function SignInTerms() {
  return (
    <p className="text-center text-muted-foreground text-xs leading-relaxed">
      By continuing you agree to Saheli's{" "}
      <a href="/terms" target="_blank" rel="noreferrer" className={LINK}>
        Terms of Service
      </a>{" "}
      and{" "}
      <a href="/privacy" target="_blank" rel="noreferrer" className={LINK}>
        Privacy Policy
      </a>
      .
    </p>
  );
}
