import type { SavedItem } from "@saheli/core/contracts/saved";
import { jobPath } from "@saheli/core/jobs";
import { listingPath } from "@saheli/core/listings";
import type { TFunction } from "i18next";
import { Briefcase, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { FallbackImage } from "@/components/commerce/fallback-image";
import { PriceTag } from "@/components/commerce/price-tag";
import { Avatar } from "@/components/ui/avatar";
import { useIntlLocale } from "@/lib/i18n/use-intl-locale";
import { useSavedT } from "../i18n";
import { savedJobWords } from "../lib/saved-job-words";
import { SavedItemMenu } from "./saved-item-menu";

type Props = { item: SavedItem; collectionName: string | null };

/** One saved thing as a row: what it is, a link to it, and a menu to move or unsave it. */
export function SavedItemCard({ item, collectionName }: Props) {
  const { t } = useSavedT();
  const locale = useIntlLocale();
  const { href, label, title, body, picture } = describe(item, t, locale);
  return (
    <article
      data-testid="saved-item"
      className="relative flex gap-3 rounded-2xl bg-card p-3 shadow-card ring-1 ring-border focus-within:ring-2 focus-within:ring-ring"
    >
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-muted sm:size-24">{picture}</div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-center gap-x-2 text-muted-foreground text-xs">
          <span className="font-semibold text-primary uppercase tracking-wide">{label}</span>
          {collectionName && (
            <span className="truncate rounded-full bg-muted px-2 py-0.5 text-foreground">
              {collectionName}
            </span>
          )}
        </p>
        <h3 className="line-clamp-2 font-medium text-foreground text-sm leading-snug">
          <Link
            to={href}
            className="rounded-sm after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none"
          >
            {title}
          </Link>
        </h3>
        <div className="text-muted-foreground text-sm">{body}</div>
      </div>
      <div className="relative z-10 self-start">
        <SavedItemMenu item={item} title={title} />
      </div>
    </article>
  );
}

type Described = { href: string; label: string; title: string; body: ReactNode; picture: ReactNode };

function describe(item: SavedItem, t: TFunction<"saved">, locale: string): Described {
  if (item.kind === "post") {
    const { post } = item;
    const title = post.title || post.excerpt || (post.is_repost ? t("item.repost") : t("item.untitledPost"));
    return {
      href: `/community/post/${post.id}`,
      label: t("item.post"),
      title: title.length > 120 ? `${title.slice(0, 119)}…` : title,
      body: (
        <span className="flex items-center gap-1.5">
          <span className="truncate">{t("item.by", { name: post.author.full_name })}</span>
        </span>
      ),
      picture: post.image_url ? (
        <FallbackImage src={post.image_url} alt="" loading="lazy" className="size-full object-cover" />
      ) : (
        <span className="flex size-full items-center justify-center">
          <Avatar name={post.author.full_name} src={post.author.avatar_url} size="lg" />
        </span>
      ),
    };
  }
  if (item.kind === "listing") {
    const { listing } = item;
    return {
      href: listingPath(listing),
      label: listing.listing_type === "service" ? t("item.service") : t("item.product"),
      title: listing.title,
      body: (
        <>
          <PriceTag
            price={listing.price}
            salePrice={listing.sale_price}
            currency={listing.shop.shop_currency}
          />
          <span className="block truncate text-xs">{listing.shop.shop_name}</span>
        </>
      ),
      picture: (
        <FallbackImage src={listing.image_url} alt="" loading="lazy" className="size-full object-cover" />
      ),
    };
  }
  const { job } = item;
  const words = savedJobWords(t, locale, job, new Date());
  return {
    href: jobPath(job),
    label: t("item.job"),
    title: job.title,
    body: (
      <>
        <span className="block truncate">
          {job.business_name} · {words.type}
        </span>
        <span className="flex items-center gap-1 text-xs">
          <MapPin aria-hidden className="size-3.5" />
          {job.is_remote
            ? job.location
              ? t("item.orRemote", { location: job.location })
              : t("item.remote")
            : job.location}
        </span>
        <span className="block text-xs">
          {words.pay} · {words.closing}
        </span>
      </>
    ),
    picture: (
      <span className="flex size-full items-center justify-center bg-accent-soft text-accent-foreground">
        <Briefcase aria-hidden className="size-8" strokeWidth={1.5} />
      </span>
    ),
  };
}
