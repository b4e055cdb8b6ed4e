import { ArrowRight, HandHeart, ShoppingBag, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";

const PROMISES = [
  {
    icon: ShoppingBag,
    title: "Shop women-led brands",
    text: "Handmade, homegrown and one of a kind.",
    indent: "",
  },
  {
    icon: Sparkles,
    title: "Book trusted services",
    text: "Stylists, tutors, coaches and makers near you.",
    indent: "ms-6",
  },
  {
    icon: HandHeart,
    title: "Grow with the community",
    text: "Advice, collaborations and cheerleaders.",
    indent: "ms-12",
  },
] as const;

export function HomeHero() {
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-border border-b bg-linear-to-br from-primary-soft via-background to-accent-soft"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8 lg:py-14">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 font-medium text-primary text-xs shadow-card ring-1 ring-border">
            <Sparkles aria-hidden className="size-3.5" /> Made in India, by women, for everyone
          </p>
          <h1
            id="home-hero-title"
            className="font-display font-semibold text-4xl text-foreground leading-[1.1] tracking-tight sm:text-5xl xl:text-6xl"
          >
            Where women entrepreneurs <span className="text-primary">shop, connect and grow</span> together.
          </h1>
          <p className="mt-5 max-w-xl text-base text-muted-foreground sm:text-lg">
            Discover products and services from women-led businesses across India, and meet the founders,
            makers and mentors behind them.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/commerce">
                Explore the marketplace <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/community">Join the community</Link>
            </Button>
          </div>
        </div>
        <ul className="hidden gap-4 lg:grid">
          {PROMISES.map(({ icon: Icon, title, text, indent }) => (
            <li
              key={title}
              className={cn(
                "flex items-center gap-4 rounded-2xl bg-card/90 p-5 shadow-raised ring-1 ring-border backdrop-blur",
                indent,
              )}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-foreground">{title}</span>
                <span className="block text-muted-foreground text-sm">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
