import { Clock, Globe, Mail, Phone } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SaheliWordmark } from "@/components/brand";
import { LanguageSwitch } from "@/components/language-switch";
import { SUPPORT_EMAIL } from "@/lib/support";
import { FOOTER_COLUMNS, SUPPORT_PHONE } from "./footer/footer-links";
import { NewsletterForm } from "./footer/newsletter-form";
import { SocialLinks } from "./footer/social-links";

/** Doc 1 Footer: large screens only (the bottom bar serves phones). */
export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer data-testid="site-footer" className="mt-12 hidden border-border border-t bg-muted/60 lg:block">
      <div className="mx-auto grid max-w-7xl grid-cols-[1.4fr_repeat(4,1fr)] gap-10 px-8 pt-14 pb-10">
        <div className="flex flex-col gap-5">
          <SaheliWordmark />
          <p className="max-w-xs text-muted-foreground text-sm">{t("footer.about")}</p>
          <SocialLinks />
          <LanguageSwitch />
        </div>
        {FOOTER_COLUMNS.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="font-semibold text-foreground text-sm">{t(column.title)}</h2>
            <ul className="mt-4 grid gap-2.5">
              {column.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="rounded-sm text-muted-foreground text-sm transition-colors hover:text-primary"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-[1.4fr_2fr] items-end gap-10 border-border border-t px-8 py-8">
        <address className="grid gap-2 text-muted-foreground text-sm not-italic">
          <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex items-center gap-2 hover:text-primary">
            <Mail aria-hidden className="size-4" /> {SUPPORT_EMAIL}
          </a>
          <a href={`tel:${SUPPORT_PHONE.tel}`} className="inline-flex items-center gap-2 hover:text-primary">
            <Phone aria-hidden className="size-4" /> {SUPPORT_PHONE.display}
          </a>
          <span className="inline-flex items-center gap-2">
            <Clock aria-hidden className="size-4" /> {t("footer.supportHours")}
          </span>
        </address>
        <div className="max-w-md justify-self-end">
          <NewsletterForm />
        </div>
      </div>
      <div className="border-border border-t">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-8 py-5 text-muted-foreground text-xs">
          <p>{t("footer.madeWithCare", { year: new Date().getFullYear() })}</p>
          <p className="inline-flex items-center gap-1.5">
            <Globe aria-hidden className="size-4" /> {t("footer.region")}
          </p>
        </div>
      </div>
    </footer>
  );
}
