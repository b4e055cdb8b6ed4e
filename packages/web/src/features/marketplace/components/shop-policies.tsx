import type { ShopPolicies as Policies } from "@saheli/core/contracts/shops";
import { SHOP_POLICIES } from "@saheli/core/shop-front";
import { useMarketplaceT } from "../i18n";

/** Her shipping, returns and cancellations policies on her listing's page; nothing when she wrote none. */
export function ShopPolicies({ policies, shopName }: { policies: Policies; shopName: string }) {
  const { t } = useMarketplaceT();
  const written = SHOP_POLICIES.flatMap((name) => {
    const text = policies[name];
    return text ? [{ name, text }] : [];
  });
  if (written.length === 0) return null;
  return (
    <section aria-labelledby="policies-heading" className="grid max-w-3xl gap-3">
      <h2 id="policies-heading" className="font-display font-semibold text-xl">
        {t("product.policies.heading", { shop: shopName })}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        {written.map(({ name, text }) => (
          <section key={name} aria-labelledby={`policy-${name}`} className="grid content-start gap-1">
            <h3 id={`policy-${name}`} className="font-semibold">
              {t(`product.policies.${name}`)}
            </h3>
            <p className="whitespace-pre-line text-pretty text-foreground/90 text-sm">{text}</p>
          </section>
        ))}
      </div>
    </section>
  );
}
