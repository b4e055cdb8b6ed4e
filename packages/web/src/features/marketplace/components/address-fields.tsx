import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useMarketplaceT } from "../i18n";
import type { ShopDraft } from "../lib/shop-draft";

type Prefix = "business_address" | "warehouse_address";
type Props = {
  legend: string;
  prefix: Prefix;
  register: UseFormRegister<ShopDraft>;
  errors: FieldErrors<ShopDraft[Prefix]> | undefined;
};

const FIELDS = [
  ["address_line_1", "address-line1"],
  ["address_line_2", "address-line2"],
  ["city", "address-level2"],
  ["state", "address-level1"],
  ["postal_code", "postal-code"],
] as const;

/** An address as the shop stores it (doc 3 §3): left blank, it is no address at all. */
export function AddressFields({ legend, prefix, register, errors }: Props) {
  const { t } = useMarketplaceT();
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 font-medium text-sm">{legend}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {FIELDS.map(([name, autoComplete]) => {
          const label = t(`shopForm.address.${name}`);
          const id = `${prefix}-${name}`;
          const error = errors?.[name]?.message;
          return (
            <Field
              key={name}
              id={id}
              label={label}
              error={error ? t("shopForm.address.fillIn", { field: label.toLowerCase() }) : undefined}
            >
              <Input
                {...fieldAria(id, error)}
                autoComplete={autoComplete}
                {...register(`${prefix}.${name}`)}
              />
            </Field>
          );
        })}
      </div>
    </fieldset>
  );
}
