import { zodResolver } from "@hookform/resolvers/zod";
import type { DeliveryLocation } from "@saheli/core/contracts/locations";
import { digitsOnly, LOCATION_LABELS, LocationLimits, LocationMessages } from "@saheli/core/locations";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { lookupPincode } from "../api/lookup-pincode";
import { useSaveLocation } from "../api/save-location";
import { useOrdersT } from "../i18n";
import {
  type CheckoutAddress,
  type CheckoutAddressInput,
  checkoutAddressSchema,
  toLocationInput,
} from "../lib/address-input";

type Props = {
  fullName: string;
  /** The addresses she already has, to tell the new one apart in the list the server answers. */
  knownIds: readonly string[];
  /** Called with the address just saved. */
  onSaved: (location: DeliveryLocation) => void;
  onCancel?: () => void;
};

/** A new delivery address inline at checkout: the pincode fills the city and state, as the marketplace's form does. */
export function AddressForm({ fullName, knownIds, onSaved, onCancel }: Props) {
  const { t } = useOrdersT();
  const messageIn = useMessageIn();
  const save = useSaveLocation();
  const form = useForm<CheckoutAddressInput, unknown, CheckoutAddress>({
    resolver: zodResolver(checkoutAddressSchema),
    defaultValues: {
      label: "home",
      full_name: fullName,
      phone: "",
      pincode: "",
      city: "",
      state: "",
      address_line: "",
      address_line_2: "",
      is_default: false,
    },
    mode: "onTouched",
  });
  const { register, formState, setValue } = form;
  const errors = formState.errors;
  const pincode = register("pincode");
  const phone = register("phone");

  const fill = async (value: string) => {
    if (value.length !== LocationLimits.pincode) return;
    try {
      const place = await lookupPincode(value);
      setValue("city", place.city, { shouldValidate: true });
      setValue("state", place.state, { shouldValidate: true });
    } catch {
      // An unknown pincode is still allowed: she types the city and state herself.
    }
  };

  const submit = form.handleSubmit((values) => {
    const before = new Set(knownIds);
    save.mutate(toLocationInput(values), {
      onSuccess: (list) => {
        const added =
          list.items.find((item) => !before.has(item.id)) ??
          list.items.find((item) => item.pincode === values.pincode);
        toast.success(t("addressForm.saved"));
        if (added) onSaved(added);
      },
      onError: (error) =>
        toast.error(messageIn(LocationMessages.saveFailed), { description: errorMessage(error) }),
    });
  });

  const field = (id: string, error: string | undefined) => fieldAria(id, error);

  return (
    <form noValidate onSubmit={submit} aria-label={t("addressForm.label")} className="grid gap-4">
      <fieldset className="flex flex-wrap gap-4">
        <legend className="mb-2 font-medium text-sm">{t("addressForm.saveAs")}</legend>
        {LOCATION_LABELS.map((label) => (
          <label key={label} className="flex items-center gap-1.5 text-sm">
            <input type="radio" value={label} className="size-4 accent-primary" {...register("label")} />
            {t(`addressForm.labels.${label}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="new-address-full-name" label={t("addressForm.fullName")} error={errors.full_name?.message}>
          <Input
            {...field("new-address-full-name", errors.full_name?.message)}
            autoComplete="name"
            {...register("full_name")}
          />
        </Field>
        <Field id="new-address-phone" label={t("addressForm.phone")} error={errors.phone?.message}>
          <Input
            {...field("new-address-phone", errors.phone?.message)}
            inputMode="numeric"
            autoComplete="tel-national"
            {...phone}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value, LocationLimits.phoneMax);
              return phone.onChange(event);
            }}
          />
        </Field>
        <Field
          id="new-address-line"
          label={t("addressForm.line")}
          error={errors.address_line?.message}
          className="sm:col-span-2"
        >
          <Input
            {...field("new-address-line", errors.address_line?.message)}
            autoComplete="address-line1"
            {...register("address_line")}
          />
        </Field>
        <Field id="new-address-landmark" label={t("addressForm.landmark")} className="sm:col-span-2">
          <Input id="new-address-landmark" autoComplete="address-line2" {...register("address_line_2")} />
        </Field>
        <Field id="new-address-pincode" label={t("addressForm.pincode")} error={errors.pincode?.message}>
          <Input
            {...field("new-address-pincode", errors.pincode?.message)}
            inputMode="numeric"
            autoComplete="postal-code"
            {...pincode}
            onChange={(event) => {
              event.target.value = digitsOnly(event.target.value, LocationLimits.pincode);
              void fill(event.target.value);
              return pincode.onChange(event);
            }}
          />
        </Field>
        <Field id="new-address-city" label={t("addressForm.city")} error={errors.city?.message}>
          <Input
            {...field("new-address-city", errors.city?.message)}
            autoComplete="address-level2"
            {...register("city")}
          />
        </Field>
        <Field id="new-address-state" label={t("addressForm.state")} error={errors.state?.message}>
          <Input
            {...field("new-address-state", errors.state?.message)}
            autoComplete="address-level1"
            {...register("state")}
          />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register("is_default")} />{" "}
        {t("addressForm.makeDefault")}
      </label>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={save.isPending}>
          {t("addressForm.save")}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("addressForm.cancel")}
          </Button>
        )}
      </div>
    </form>
  );
}
