import { ChevronDown, UserRound } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { cn } from "@/lib/cn";
import { useSignIn } from "@/lib/session/sign-in";
import { useSession } from "@/lib/session/use-session";
import { AccountMenu } from "./account-menu/account-menu";

const TRIGGER =
  "inline-flex shrink-0 items-center gap-2 rounded-full text-left text-foreground transition-colors hover:bg-muted data-[state=open]:bg-muted";

/**
 * Signed out: 'Hello, sign in' / 'Account' opening Sign In and Create Account (doc 3 §2.3).
 * Signed in: the account menu (doc 3 §2.4).
 */
export function AccountPanel({ expanded = false }: { expanded?: boolean }) {
  const session = useSession();
  const { openSignIn } = useSignIn();

  if (session.status === "signed-in") {
    return <AccountMenu user={session.user} profile={session.profile} expanded={expanded} />;
  }

  return (
    <Popover>
      <PopoverTrigger
        aria-label={expanded ? undefined : "Account"}
        className={cn(TRIGGER, expanded ? "h-12 rounded-xl px-3" : "size-10 justify-center")}
      >
        {expanded ? (
          <>
            <span className="flex flex-col leading-tight">
              <span className="text-muted-foreground text-xs">Hello, sign in</span>
              <span className="font-semibold text-sm">Account</span>
            </span>
            <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
          </>
        ) : (
          <UserRound aria-hidden className="size-5" />
        )}
      </PopoverTrigger>
      <PopoverContent align="end" className="w-72">
        <p className="font-display font-semibold text-foreground text-lg">Hello, sign in</p>
        <p className="mt-1 text-muted-foreground text-sm">
          Follow shops, save favourites and join conversations with women entrepreneurs.
        </p>
        <div className="mt-4 grid gap-2">
          <PopoverClose asChild>
            <Button onClick={() => openSignIn("sign-in")}>Sign In</Button>
          </PopoverClose>
          <PopoverClose asChild>
            <Button variant="outline" onClick={() => openSignIn("create-account")}>
              Create Account
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  );
}
