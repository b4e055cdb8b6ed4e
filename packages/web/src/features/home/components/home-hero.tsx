import { ArrowRight, HandHeart, ShoppingBag, Sparkles } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/cn";
import { useHomeT } from "../i18n";

const PROMISES = [
  {
    id: "shop",
    icon: ShoppingBag,
    indent: "",
  },
  {
    id: "services",
    icon: Sparkles,
    indent: "ms-6",
  },
  {
    id: "community",
    icon: HandHeart,
    indent: "ms-12",
  },
] as const;

export function HomeHero() {
  const { t } = useHomeT();
  return (
    <section
      aria-labelledby="home-hero-title"
      className="relative overflow-hidden border-border border-b bg-linear-to-br from-primary-soft via-background to-accent-soft"
    >
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[1.2fr_1fr] lg:items-center lg:px-8 lg:py-14">
        <div>
          <p className="mb-4 inline-flex items-center gap-2 rounded-full bg-card/80 px-3 py-1 font-medium text-primary text-xs shadow-card ring-1 ring-border">
            <Sparkles aria-hidden className="size-3.5" /> {t("hero.badge")}
          </p>
          <h1
            id="home-hero-title"
            className="font-display font-semibold text-4xl text-foreground leading-[1.1] tracking-tight sm:text-5xl xl:text-6xl"
          >
            {t("hero.titleStart")}
            <span className="text-primary">{t("hero.titleHighlight")}</span>
            {t("hero.titleEnd")}
          </h1>
          <p className="mt-5 max-w-xl text-base text-muted-foreground sm:text-lg">{t("hero.intro")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to="/commerce">
                {t("hero.explore")} <ArrowRight aria-hidden />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/community">{t("hero.join")}</Link>
            </Button>
          </div>
        </div>
        <ul className="hidden gap-4 lg:grid">
          {PROMISES.map(({ id, icon: Icon, indent }) => (
            <li
              key={id}
              className={cn(
                "flex items-center gap-4 rounded-2xl bg-card/90 p-5 shadow-raised ring-1 ring-border backdrop-blur",
                indent,
              )}
            >
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
                <Icon aria-hidden className="size-6" />
              </span>
              <span>
                <span className="block font-semibold text-foreground">{t(`hero.promises.${id}.title`)}</span>
                <span className="block text-muted-foreground text-sm">{t(`hero.promises.${id}.text`)}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
