import { ACCOUNT_RECOVERY_HOURS } from "@saheli/core/auth";
import { ArrowRight, Hourglass, LifeBuoy, ListChecks, PackageCheck, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";

const LINK = "font-medium text-primary underline-offset-4 hover:underline";

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section className="grid gap-3">
      <h2 className="flex items-center gap-3 font-display font-semibold text-foreground text-xl">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          {icon}
        </span>
        {title}
      </h2>
      <div className="grid gap-3 text-foreground/90 leading-relaxed sm:pl-12">{children}</div>
    </section>
  );
}

/** A plain guide to deleting a Saheli account: the steps, the 48-hour window, what goes and what stays. */
export function Component() {
  return (
    <>
      <title>Deleting your account · Saheli</title>
      <article className="mx-auto grid w-full max-w-2xl gap-10 px-5 py-10 lg:py-16">
        <header className="grid gap-3">
          <p className="font-semibold text-primary text-xs uppercase tracking-[0.16em]">
            Help · Your account
          </p>
          <h1 className="font-display font-semibold text-3xl text-foreground lg:text-4xl">
            Deleting your Saheli account
          </h1>
          <p className="text-lg text-muted-foreground">
            You can delete your account yourself at any time. Here is how, and what happens to your data.
          </p>
        </header>

        <Section icon={<ListChecks aria-hidden className="size-5" />} title="How to delete your account">
          <ol className="grid list-decimal gap-2 pl-5 marker:font-semibold marker:text-primary">
            <li>Sign in to Saheli with the email or phone number you use.</li>
            <li>
              Open <strong>Settings</strong> from your account menu (or go straight to{" "}
              <Link to="/settings" className={LINK}>
                Settings
              </Link>
              ).
            </li>
            <li>
              In <strong>Delete account</strong>, tell us why you're leaving if you like, then choose{" "}
              <strong>Delete account</strong>.
            </li>
            <li>
              Type <strong className="font-mono">DELETE</strong> to confirm.
            </li>
          </ol>
        </Section>

        <Section
          icon={<Hourglass aria-hidden className="size-5" />}
          title={`${ACCOUNT_RECOVERY_HOURS} hours to change your mind`}
        >
          <p>
            Your account is switched off straight away and deleted {ACCOUNT_RECOVERY_HOURS} hours later. Until
            then nothing is lost.
          </p>
          <p>
            To keep your account, sign in within those {ACCOUNT_RECOVERY_HOURS} hours and choose{" "}
            <strong>Cancel deletion</strong> on the banner at the top of the page. Everything is back as it
            was.
          </p>
        </Section>

        <Section icon={<Trash2 aria-hidden className="size-5" />} title="What is removed">
          <ul className="grid list-disc gap-1.5 pl-5">
            <li>Your profile: name, photo, bio and contact details.</li>
            <li>Your posts and the reviews you have written.</li>
            <li>Your sign-in details, so the account can no longer be used.</li>
          </ul>
        </Section>

        <Section icon={<PackageCheck aria-hidden className="size-5" />} title="What is kept">
          <p>
            Orders you placed or sold stay in the records, with your name and contact details removed. Sellers
            need them for accounts, taxes and returns, and buyers for their order history.
          </p>
        </Section>

        <Section icon={<LifeBuoy aria-hidden className="size-5" />} title="Need help?">
          <p>
            If you can't sign in, or want your data removed some other way, contact our team through the{" "}
            <Link to="/support" className={LINK}>
              Help centre
            </Link>
            . We'll confirm it's you before changing anything.
          </p>
        </Section>

        <div className="flex flex-col gap-2 rounded-2xl bg-accent-soft p-5 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-medium text-accent-foreground">Ready, or just want to look?</p>
          <Button asChild>
            <Link to="/settings">
              Go to Settings <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </article>
    </>
  );
}
