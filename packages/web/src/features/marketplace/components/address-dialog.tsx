import { zodResolver } from "@hookform/resolvers/zod";
import { type LocationInput, locationInputSchema } from "@saheli/core/contracts/locations";
import { digitsOnly, LOCATION_LABELS, LocationLimits, LocationMessages } from "@saheli/core/locations";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { lookupPincode, useLocationChange } from "../api/locations";
import { useMarketplaceT } from "../i18n";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; initial?: Partial<LocationInput> };

/** Doc 3 §5 add-address form: name, pincode (which fills city and state), city, state; phone and landmark optional. */
export function AddressDialog({ open, onOpenChange, initial }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        {open && <AddressForm initial={initial} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({ initial, onDone }: { initial?: Partial<LocationInput>; onDone: () => void }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const change = useLocationChange();
  const form = useForm<LocationInput>({
    resolver: zodResolver(locationInputSchema),
    defaultValues: {
      label: "home",
      name: "",
      phone: "",
      pincode: "",
      city: "",
      state: "",
      address_line: "",
      address_line_2: "",
      is_default: false,
      ...initial,
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
      // Unknown pincodes are still allowed: she types the city and state herself.
    }
  };

  const submit = form.handleSubmit((input) =>
    change.mutate(
      { kind: "save", input },
      {
        onSuccess: () => {
          toast.success(t("location.dialog.saved"));
          onDone();
        },
        onError: (error) =>
          toast.error(messageIn(LocationMessages.saveFailed), {
            description: error.message || messageIn(LocationMessages.unexpected),
          }),
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t("location.dialog.title")}</DialogTitle>
        <DialogDescription>{t("location.dialog.description")}</DialogDescription>
      </DialogHeader>
      <fieldset className="flex gap-2">
        <legend className="sr-only">{t("location.dialog.label")}</legend>
        {LOCATION_LABELS.map((label) => (
          <label key={label} className="flex items-center gap-1.5 text-sm">
            <input type="radio" value={label} className="size-4 accent-primary" {...register("label")} />
            {t(`location.dialog.labels.${label}`)}
          </label>
        ))}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="address-name" label={t("location.dialog.name")} error={errors.name?.message}>
          <Input
            {...fieldAria("address-name", errors.name?.message)}
            placeholder={t("location.dialog.namePlaceholder")}
            {...register("name")}
          />
        </Field>
        <Field id="address-phone" label={t("location.dialog.phone")} error={errors.phone?.message}>
          <Input
            {...fieldAria("address-phone", errors.phone?.message)}
            inputMode="numeric"
            autoComplete="tel-national"
            {...phone}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value, LocationLimits.phoneMax);
              return phone.onChange(e);
            }}
          />
        </Field>
        <Field id="address-pincode" label={t("location.dialog.pincode")} error={errors.pincode?.message}>
          <Input
            {...fieldAria("address-pincode", errors.pincode?.message)}
            inputMode="numeric"
            autoComplete="postal-code"
            {...pincode}
            onChange={(e) => {
              e.target.value = digitsOnly(e.target.value, LocationLimits.pincode);
              void fill(e.target.value);
              return pincode.onChange(e);
            }}
          />
        </Field>
        <Field id="address-city" label={t("location.dialog.city")} error={errors.city?.message}>
          <Input
            {...fieldAria("address-city", errors.city?.message)}
            autoComplete="address-level2"
            {...register("city")}
          />
        </Field>
        <Field id="address-state" label={t("location.dialog.state")} error={errors.state?.message}>
          <Input
            {...fieldAria("address-state", errors.state?.message)}
            autoComplete="address-level1"
            {...register("state")}
          />
        </Field>
        <Field id="address-line" label={t("location.dialog.line")}>
          <Input id="address-line" autoComplete="address-line1" {...register("address_line")} />
        </Field>
        <Field id="address-landmark" label={t("location.dialog.landmark")}>
          <Input id="address-landmark" {...register("address_line_2")} />
        </Field>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register("is_default")} />{" "}
        {t("location.dialog.makeDefault")}
      </label>
      <DialogFooter>
        <Button type="button" variant="ghost" onClick={onDone}>
          {t("location.dialog.cancel")}
        </Button>
        <Button type="submit" loading={change.isPending}>
          {t("location.dialog.save")}
        </Button>
      </DialogFooter>
    </form>
  );
}
