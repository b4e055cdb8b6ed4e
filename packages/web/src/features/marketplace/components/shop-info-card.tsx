import type { ShopView } from "@saheli/core/contracts/shops";
import { SHOP_DAYS } from "@saheli/core/shops";
import { Mail, Phone } from "lucide-react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useMarketplaceT } from "../i18n";

/** The shop's story, how to reach it and its hours. */
export function ShopInfoCard({ shop }: { shop: ShopView }) {
  const { t } = useMarketplaceT();
  const locale = useIntlLocale();
  const hours = SHOP_DAYS.filter((day) => shop.shop_hours?.[day]);
  return (
    <aside
      aria-label={t("shop.info.label")}
      className="grid content-start gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border"
    >
      <h2 className="font-semibold">{t("shop.info.heading")}</h2>
      <p className="whitespace-pre-line text-pretty text-sm">
        {shop.shop_description || t("shop.info.noStory")}
      </p>
      <p className="text-muted-foreground text-xs">
        <Trans
          t={t}
          i18nKey="shop.info.runBy"
          values={{
            name: shop.owner.full_name,
            date: new Date(shop.created_at).toLocaleDateString(locale, { month: "long", year: "numeric" }),
          }}
          components={{
            owner: (
              <Link
                to={`/profile/${shop.owner.username}`}
                className="font-medium text-foreground hover:underline"
              />
            ),
          }}
        />
      </p>
      {(shop.shop_phone_number || shop.shop_email) && (
        <ul className="grid gap-1.5 text-sm">
          {shop.shop_phone_number && (
            <li className="flex items-center gap-2">
              <Phone aria-hidden className="size-4 text-primary" />
              <a href={`tel:${shop.shop_phone_number}`} className="hover:underline">
                {shop.shop_phone_number}
              </a>
            </li>
          )}
          {shop.shop_email && (
            <li className="flex items-center gap-2">
              <Mail aria-hidden className="size-4 text-primary" />
              <a href={`mailto:${shop.shop_email}`} className="break-all hover:underline">
                {shop.shop_email}
              </a>
            </li>
          )}
        </ul>
      )}
      {hours.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {hours.map((day) => (
            <div key={day} className="contents">
              <dt className="text-muted-foreground">{t(`shop.info.days.${day}`)}</dt>
              <dd>{shop.shop_hours?.[day]}</dd>
            </div>
          ))}
        </dl>
      )}
    </aside>
  );
}
