import type { HomeSlide } from "@saheli/core/contracts/home";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useRef } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { useHomeT } from "../i18n";

/** A slide's link: a page of Saheli through the router, an https address as a plain link. */
function SlideLink({ slide, children }: { slide: HomeSlide; children: React.ReactNode }) {
  const className = "block h-full rounded-2xl focus-visible:outline-2 focus-visible:outline-ring";
  if (!slide.link_url) return <div className={className}>{children}</div>;
  if (slide.link_url.startsWith("/"))
    return (
      <Link to={slide.link_url} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={slide.link_url} rel="noopener noreferrer" className={className}>
      {children}
    </a>
  );
}

/** The admins' home slides (issue 23 §2): a row that snaps slide by slide, with buttons on a large screen. */
export function HomeSlides({ slides }: { slides: HomeSlide[] }) {
  const track = useRef<HTMLUListElement>(null);
  const { t } = useHomeT();
  if (slides.length === 0) return null;
  const scroll = (by: number) => {
    const element = track.current;
    if (element) element.scrollBy({ left: by * element.clientWidth, behavior: "smooth" });
  };
  return (
    <section
      aria-roledescription={t("slides.carousel")}
      aria-label={t("slides.label")}
      className="mx-auto max-w-7xl px-4 pt-6 sm:px-6 lg:px-8"
    >
      <div className="relative">
        <ul ref={track} className="flex snap-x snap-mandatory gap-4 overflow-x-auto scroll-smooth pb-2">
          {slides.map((slide, index) => (
            <li
              key={slide.id}
              aria-roledescription={t("slides.slide")}
              aria-label={t("slides.position", { index: index + 1, total: slides.length })}
              className="w-full shrink-0 snap-start"
            >
              <SlideLink slide={slide}>
                <div className="relative aspect-[16/9] overflow-hidden rounded-2xl bg-muted sm:aspect-[3/1]">
                  <img
                    src={slide.image_url}
                    alt=""
                    className="absolute inset-0 size-full object-cover"
                    loading={index === 0 ? "eager" : "lazy"}
                  />
                  <div className="absolute inset-x-0 bottom-0 bg-linear-to-t from-black/70 to-transparent p-4 sm:p-6">
                    <h2 className="font-display font-semibold text-white text-xl sm:text-3xl">
                      {slide.title}
                    </h2>
                    {slide.subtitle && (
                      <p className="mt-1 text-sm text-white/90 sm:text-base">{slide.subtitle}</p>
                    )}
                  </div>
                </div>
              </SlideLink>
            </li>
          ))}
        </ul>
        {slides.length > 1 && (
          <div className="pointer-events-none absolute inset-y-0 inset-x-2 hidden items-center justify-between lg:flex">
            <Button
              size="icon"
              variant="outline"
              className="pointer-events-auto"
              aria-label={t("slides.previous")}
              onClick={() => scroll(-1)}
            >
              <ChevronLeft aria-hidden />
            </Button>
            <Button
              size="icon"
              variant="outline"
              className="pointer-events-auto"
              aria-label={t("slides.next")}
              onClick={() => scroll(1)}
            >
              <ChevronRight aria-hidden />
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
