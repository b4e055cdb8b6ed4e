import { useTranslation } from "react-i18next";
import { deferredControl } from "@/lib/deferred";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { AccountMenuTrigger } from "./account-menu/account-menu-trigger";
import { SignedOutFace, signedOutTrigger } from "./signed-out-face";

const AccountPopover = deferredControl(
  () => import("./account-popover").then((m) => m.AccountPopover),
  "dialog",
);
const AccountMenu = deferredControl(() => import("./account-menu/account-menu").then((m) => m.AccountMenu));

/**
 * Signed out: 'Hello, sign in' / 'Account' opening Sign In and Create Account (doc 3 §2.3).
 * Signed in: the account menu (doc 3 §2.4). Their menus load after the page has painted.
 */
export function AccountPanel({ expanded = false }: { expanded?: boolean }) {
  const session = useSession();
  const { openSignIn } = useSignIn();
  const { t } = useTranslation();

  if (session.status === "signed-in") {
    return (
      <AccountMenu
        user={session.user}
        profile={session.profile}
        expanded={expanded}
        standIn={(trigger) => <AccountMenuTrigger user={session.user} expanded={expanded} {...trigger} />}
      />
    );
  }
  return (
    <AccountPopover
      expanded={expanded}
      onSignIn={openSignIn}
      standIn={(trigger) => (
        <button
          type="button"
          aria-label={expanded ? undefined : t("header.signedOut.account")}
          className={signedOutTrigger(expanded)}
          {...trigger}
        >
          <SignedOutFace expanded={expanded} />
        </button>
      )}
    />
  );
}
