import { ArrowLeft, Lock } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { usePrivacyChoices } from "@/lib/privacy-choices";
import { useSavePrivacyChoices } from "../api/save-privacy-choices";

const NECESSARY = [
  {
    name: "saheli_at, saheli_rt",
    what: "Keep you signed in. Removed when you sign out; last at most 7 days.",
  },
  { name: "saheli_otp", what: "Ties a sign-in code to the browser that asked for it. Lasts 10 minutes." },
  { name: "saheli_oauth", what: "Used only while you sign in with Google, Facebook or GitHub." },
  { name: "saheli_choices", what: "Remembers the choices on this page. Lasts a year." },
  {
    name: "Local storage",
    what: "Small settings kept on your device, such as whether you dismissed the notifications prompt.",
  },
];

/** /settings/privacy/data-usage: strictly necessary storage, always on; analytics, off until she turns it on. */
export function Component() {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8 sm:px-6 lg:py-12">
      <title>Cookie settings · Saheli</title>
      <Button asChild variant="link" className="justify-self-start">
        <Link to="/settings">
          <ArrowLeft aria-hidden /> Settings
        </Link>
      </Button>
      <header className="grid gap-2">
        <h1 className="font-display font-semibold text-3xl text-foreground">Cookies and data usage</h1>
        <p className="text-muted-foreground">
          Saheli uses only what it needs to work unless you choose otherwise. We use no advertising or
          third-party tracking cookies. Read more in our{" "}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-2">
            Privacy Policy
          </Link>
          .
        </p>
      </header>
      <section
        aria-labelledby="necessary-title"
        className="grid gap-3 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
      >
        <div className="flex items-start justify-between gap-4">
          <div className="grid gap-1">
            <h2 id="necessary-title" className="font-display font-semibold text-foreground text-xl">
              Strictly necessary
            </h2>
            <p className="text-muted-foreground text-sm">Needed for signing in, your cart and security.</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1.5 rounded-full bg-muted px-3 py-1 font-medium text-muted-foreground text-xs">
            <Lock aria-hidden className="size-3.5" /> Always on
          </span>
        </div>
        <dl className="grid gap-3 text-sm">
          {NECESSARY.map((item) => (
            <div key={item.name} className="grid gap-0.5">
              <dt className="font-mono text-foreground text-xs">{item.name}</dt>
              <dd className="text-muted-foreground">{item.what}</dd>
            </div>
          ))}
        </dl>
      </section>
      <AnalyticsChoice />
    </div>
  );
}

function AnalyticsChoice() {
  const switchId = useId();
  const choices = usePrivacyChoices();
  const save = useSavePrivacyChoices();
  if (choices.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (choices.isError) {
    return (
      <p role="alert" className="text-destructive">
        Couldn't load your choices.{" "}
        <Button variant="link" onClick={() => choices.refetch()}>
          Try again
        </Button>
      </p>
    );
  }
  const on = save.isPending ? (save.variables?.analytics ?? choices.data.analytics) : choices.data.analytics;
  const change = (analytics: boolean) =>
    save.mutate(
      { analytics },
      {
        onSuccess: (saved) =>
          toast.success(analytics ? "Analytics turned on" : "Analytics turned off", {
            description: saved.stored_in === "profile" ? "Saved to your account." : "Saved in this browser.",
          }),
        onError: (error) => toast.error("Couldn't save your choice", { description: errorMessage(error) }),
      },
    );
  return (
    <section
      aria-labelledby="analytics-title"
      className="grid gap-3 rounded-2xl bg-card p-5 shadow-card ring-1 ring-border"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="analytics-title" className="font-display font-semibold text-foreground text-xl">
            <label htmlFor={switchId}>Analytics</label>
          </h2>
          <p id={`${switchId}-about`} className="text-muted-foreground text-sm">
            Lets Saheli record whether you accepted or declined browser notifications, and where you were
            asked, and count the product pages you read under your account (otherwise anonymously). Nothing is
            shared with anyone else.
          </p>
        </div>
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          aria-describedby={`${switchId}-about`}
          className="mt-1 size-6 shrink-0 accent-primary"
          checked={on}
          aria-checked={on}
          disabled={save.isPending}
          onChange={(event) => change(event.target.checked)}
        />
      </div>
      <p className="text-muted-foreground text-xs" aria-live="polite">
        {on ? "On" : "Off"} ·{" "}
        {choices.data.stored_in === "profile"
          ? "Your choice is saved to your account and applies on every device."
          : "Your choice is saved in this browser. Sign in to keep it on every device."}
      </p>
    </section>
  );
}
