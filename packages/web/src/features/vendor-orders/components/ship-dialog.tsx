import { zodResolver } from "@hookform/resolvers/zod";
import { type VendorOrderUpdate, vendorOrderUpdateSchema } from "@saheli/core/contracts/orders";
import { OrderMessages } from "@saheli/core/orders";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useVendorOrdersT } from "../i18n";
import { CARRIERS } from "../lib/moves";
import { MoveDialog } from "./move-dialog";

const { awb, tracking_url } = vendorOrderUpdateSchema.shape;

/** The server's own rules for the courier, AWB and link, so she sees the same words before she sends. */
const shipSchema = z.object({
  carrier: z.string().trim().min(1, OrderMessages.shippingDetailsRequired).max(60),
  awb: z.string().trim().min(1, OrderMessages.shippingDetailsRequired).pipe(awb.unwrap()),
  tracking_url: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(tracking_url),
});
type ShipDraft = z.input<typeof shipSchema>;
type ShipDetails = z.output<typeof shipSchema>;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  pending: boolean;
  error: unknown;
  onShip: (input: VendorOrderUpdate) => void;
};

/** Shipping needs the courier and the AWB; a tracking link is optional and https only. */
export function ShipDialog({ open, onOpenChange, pending, error, onShip }: Props) {
  const { t } = useVendorOrdersT();
  const form = useForm<ShipDraft, unknown, ShipDetails>({
    resolver: zodResolver(shipSchema),
    defaultValues: { carrier: "", awb: "", tracking_url: "" },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit((details) => onShip({ status: "shipped", ...details }));
  return (
    <MoveDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("ship.title")}
      description={t("ship.text")}
      confirmLabel={t("ship.confirm")}
      pending={pending}
      error={error}
      formId="ship-order-form"
    >
      <form id="ship-order-form" noValidate onSubmit={submit} className="grid gap-4">
        <Field id="ship-carrier" label={t("ship.courier")} error={errors.carrier?.message}>
          <Input
            {...fieldAria("ship-carrier", errors.carrier?.message)}
            list="ship-carrier-suggestions"
            autoComplete="off"
            {...form.register("carrier")}
          />
          <datalist id="ship-carrier-suggestions">
            {CARRIERS.map((carrier) => (
              <option key={carrier} value={carrier} />
            ))}
          </datalist>
        </Field>
        <Field id="ship-awb" label={t("ship.awb")} error={errors.awb?.message}>
          <Input
            {...fieldAria("ship-awb", errors.awb?.message)}
            autoComplete="off"
            autoCapitalize="characters"
            {...form.register("awb")}
          />
        </Field>
        <Field
          id="ship-tracking"
          label={t("ship.link")}
          hint={t("ship.linkHint")}
          error={errors.tracking_url?.message}
        >
          <Input
            {...fieldAria("ship-tracking", errors.tracking_url?.message, true)}
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("tracking_url")}
          />
        </Field>
      </form>
    </MoveDialog>
  );
}
