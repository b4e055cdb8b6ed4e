import { ArrowLeft, type LucideIcon, Sparkles } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { cn } from "@/lib/cn";
import { Button } from "./button";

export type ComingSoonProps = {
  /** The feature's name, shown as the page heading, e.g. "Wishlist". */
  feature: string;
  /** One or two sentences on what the page will do once it arrives. */
  description?: string;
  icon?: LucideIcon;
  className?: string;
};

/** Stands in for a route whose feature lands later, so no link in the shell leads nowhere. */
export function ComingSoon({ feature, description, icon: Icon = Sparkles, className }: ComingSoonProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        "mx-auto flex w-full max-w-xl flex-col items-center px-5 py-16 text-center lg:py-24",
        className,
      )}
    >
      <div className="relative mb-6">
        <span
          aria-hidden
          className="absolute -inset-3 rounded-full bg-accent-soft opacity-80 blur-md motion-safe:animate-shimmer"
        />
        <span className="relative flex size-20 items-center justify-center rounded-3xl bg-primary text-primary-foreground shadow-raised">
          <Icon aria-hidden className="size-9" strokeWidth={1.75} />
        </span>
      </div>
      <p className="mb-2 font-semibold text-primary text-xs uppercase tracking-[0.16em]">Coming soon</p>
      <h1 id={headingId} className="font-display font-semibold text-3xl text-foreground lg:text-4xl">
        {feature}
      </h1>
      <p className="mt-3 text-base text-muted-foreground">
        This part of Saheli is on its way.{description ? ` ${description}` : ""}
      </p>
      <Button asChild size="lg" variant="outline" className="mt-8">
        <Link to="/">
          <ArrowLeft aria-hidden />
          Back to home
        </Link>
      </Button>
    </section>
  );
}
