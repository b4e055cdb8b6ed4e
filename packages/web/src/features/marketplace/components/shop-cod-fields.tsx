import { formatMoney } from "@saheli/core/money";
import { OrderRules } from "@saheli/core/orders";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useMarketplaceT } from "../i18n";
import type { ShopDraft } from "../lib/shop-draft";

type Props = { register: UseFormRegister<ShopDraft>; codOn: boolean; error: FieldError | undefined };

/** Issue 18: whether she takes cash on delivery, and where she cannot collect it. */
export function ShopCodFields({ register, codOn, error }: Props) {
  const { t } = useMarketplaceT();
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor="shop-cod-enabled" className="font-medium text-sm">
            {t("shopForm.cod.label")}
          </label>
          <p id="shop-cod-enabled-hint" className="text-muted-foreground text-xs">
            {t("shopForm.cod.hint", { amount: formatMoney(OrderRules.codMaxOrderDefault, "INR") })}
          </p>
        </div>
        {/* A switch drawn over a real checkbox: the keyboard, the form and screen readers use the checkbox. */}
        <label htmlFor="shop-cod-enabled" className="relative mt-0.5 inline-flex shrink-0 cursor-pointer">
          <input
            id="shop-cod-enabled"
            type="checkbox"
            role="switch"
            aria-checked={codOn}
            aria-describedby="shop-cod-enabled-hint"
            className="peer sr-only"
            {...register("cod_enabled")}
          />
          <span
            aria-hidden
            className="h-6 w-11 rounded-full bg-muted ring-1 ring-border ring-inset transition-colors peer-checked:bg-primary peer-checked:ring-primary peer-focus-visible:outline-2 peer-focus-visible:outline-ring peer-focus-visible:outline-offset-2"
          />
          <span
            aria-hidden
            className="absolute top-0.5 left-0.5 size-5 rounded-full bg-card shadow-card transition-transform peer-checked:translate-x-5"
          />
        </label>
      </div>
      <Field
        id="shop-cod-pincodes"
        label={t("shopForm.cod.pincodes")}
        hint={t("shopForm.cod.pincodesHint")}
        error={error?.message}
      >
        <Textarea
          {...fieldAria("shop-cod-pincodes", error?.message, true)}
          rows={3}
          inputMode="numeric"
          placeholder={"110001\n560034"}
          {...register("cod_blocked_pincodes")}
        />
      </Field>
    </>
  );
}
