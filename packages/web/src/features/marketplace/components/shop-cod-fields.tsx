import { formatMoney } from "@saheli/core/money";
import { OrderRules } from "@saheli/core/orders";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import type { ShopDraft } from "../lib/shop-draft";

type Props = { register: UseFormRegister<ShopDraft>; codOn: boolean; error: FieldError | undefined };

/** Issue 18: whether she takes cash on delivery, and where she cannot collect it. */
export function ShopCodFields({ register, codOn, error }: Props) {
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor="shop-cod-enabled" className="font-medium text-sm">
            Accept cash on delivery
          </label>
          <p id="shop-cod-enabled-hint" className="text-muted-foreground text-xs">
            By default, orders above {formatMoney(OrderRules.codMaxOrderDefault, "INR")} are always paid
            online, and digital items are never COD.
          </p>
        </div>
        <input
          id="shop-cod-enabled"
          type="checkbox"
          role="switch"
          aria-checked={codOn}
          aria-describedby="shop-cod-enabled-hint"
          className="mt-0.5 size-5 shrink-0 accent-primary"
          {...register("cod_enabled")}
        />
      </div>
      <Field
        id="shop-cod-pincodes"
        label="Pincodes you cannot deliver COD to"
        hint="Six-digit pincodes, one a line or separated by commas. Buyers there pay online."
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
