import { ArrowLeft, LockKeyhole } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useSignIn } from "@/lib/session/sign-in";
import { SaheliMark } from "./brand";

const MEMBERS_ONLY =
  "This part of Saheli is for members: the community, messages, shops and seller tools. Sign in or create a free account to join in.";

/** What a signed-out visitor sees on a members-only page. */
export function SignInRequired({ description = MEMBERS_ONLY }: { description?: string }) {
  const { openSignIn } = useSignIn();
  return (
    <section
      aria-labelledby="sign-in-required-title"
      className="mx-auto flex min-h-[70dvh] w-full max-w-md flex-col items-center justify-center px-6 py-16 text-center"
    >
      <Link to="/" aria-label="Saheli home" className="mb-8 rounded-xl">
        <SaheliMark className="size-11" />
      </Link>
      <span className="mb-5 flex size-16 items-center justify-center rounded-full bg-primary-soft text-primary">
        <LockKeyhole aria-hidden className="size-8" strokeWidth={1.75} />
      </span>
      <h1 id="sign-in-required-title" className="font-display font-semibold text-3xl text-foreground">
        Sign in to continue
      </h1>
      <p className="mt-3 text-muted-foreground">{description}</p>
      <div className="mt-8 grid w-full gap-2 sm:grid-cols-2">
        <Button size="lg" onClick={() => openSignIn("sign-in")}>
          Sign In
        </Button>
        <Button size="lg" variant="outline" onClick={() => openSignIn("create-account")}>
          Create Account
        </Button>
      </div>
      <Button asChild variant="link" className="mt-6">
        <Link to="/">
          <ArrowLeft aria-hidden /> Back to home
        </Link>
      </Button>
    </section>
  );
}
