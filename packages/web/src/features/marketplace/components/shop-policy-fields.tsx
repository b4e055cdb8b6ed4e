import { SHOP_POLICIES, ShopFrontLimits, ShopPolicyLabels } from "@saheli/core/shop-front";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { ShopDraft } from "../lib/shop-draft";

const HINTS = {
  shipping: "How soon you ship, which couriers, and what delivery costs.",
  returns: "Whether buyers can return an item, within how many days, and who pays for the return.",
  cancellations: "Until when an order can be cancelled, and how refunds are made.",
};

type Props = { register: UseFormRegister<ShopDraft>; errors: FieldErrors<ShopDraft["policies"]> | undefined };

/** Issue 19: her shipping, returns and cancellations policies, shown on every listing of hers. */
export function ShopPolicyFields({ register, errors }: Props) {
  return (
    <div className="grid gap-4">
      {SHOP_POLICIES.map((name) => {
        const id = `shop-policy-${name}`;
        const error = errors?.[name]?.message;
        return (
          <Field
            key={name}
            id={id}
            label={`${ShopPolicyLabels[name]} (optional)`}
            hint={HINTS[name]}
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
