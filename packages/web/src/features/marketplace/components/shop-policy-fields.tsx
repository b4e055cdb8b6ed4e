import { SHOP_POLICIES, ShopFrontLimits } from "@saheli/core/shop-front";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useMarketplaceT } from "../i18n";
import type { ShopDraft } from "../lib/shop-draft";

type Props = { register: UseFormRegister<ShopDraft>; errors: FieldErrors<ShopDraft["policies"]> | undefined };

/** Issue 19: her shipping, returns and cancellations policies, shown on every listing of hers. */
export function ShopPolicyFields({ register, errors }: Props) {
  const { t } = useMarketplaceT();
  return (
    <div className="grid gap-4">
      {SHOP_POLICIES.map((name) => {
        const id = `shop-policy-${name}`;
        const error = errors?.[name]?.message;
        return (
          <Field
            key={name}
            id={id}
            label={t("shopForm.policy.label", { name: t(`product.policies.${name}`) })}
            hint={t(`shopForm.policy.hints.${name}`)}
            error={error}
          >
            <Textarea
              {...fieldAria(id, error, true)}
              rows={3}
              maxLength={ShopFrontLimits.policyMax}
              {...register(`policies.${name}`)}
            />
          </Field>
        );
      })}
    </div>
  );
}
