import { zodResolver } from "@hookform/resolvers/zod";
import type { ListingDetail, ListingInput } from "@saheli/core/contracts/listings";
import { GST_RATES, listingInputSchema } from "@saheli/core/contracts/listings";
import { LISTING_TYPES, ListingMessages, listingPath } from "@saheli/core/listings";
import { currencySymbol } from "@saheli/core/money";
import { Controller, type FieldError, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useCategories } from "../api/categories";
import { useSaveListing } from "../api/listings";
import { useMarketplaceT } from "../i18n";
import { DigitalFileField } from "./digital-file-field";
import { PhotoPicker } from "./photo-picker";
import { TagsInput } from "./tags-input";
import { VariationsEditor } from "./variations-editor";

const money = (value: unknown) =>
  value === "" || value === null || value === undefined ? null : Number(value);

function draftOf(listing: ListingDetail | null): ListingInput {
  if (!listing) {
    return {
      listing_type: "physical",
      title: "",
      description: "",
      price: Number.NaN,
      sale_price: null,
      quantity: 1,
      images: [],
      variations: [],
      tags: [],
      is_active: true,
      is_online: false,
      requires_approval: false,
      hsn_code: "",
      gst_rate: null,
    };
  }
  return {
    listing_type: listing.listing_type,
    title: listing.title,
    description: listing.description,
    price: listing.price,
    sale_price: listing.sale_price,
    quantity: listing.quantity,
    category_id: listing.category?.id ?? null,
    images: listing.images.map((image) => ({ url: image.image_url, is_primary: image.is_primary })),
    variations: listing.variations.flatMap((v) => v.values.map((value) => ({ name: v.name, value }))),
    tags: listing.tags,
    digital_file_path: listing.digital_file_path,
    booking_duration_minutes: listing.booking_duration_minutes,
    is_online: listing.is_online,
    requires_approval: listing.requires_approval,
    is_active: listing.is_active,
    hsn_code: listing.hsn_code ?? "",
    gst_rate: listing.gst_rate,
  };
}

/** A physical product, a digital download or a service, with the fields its kind needs (doc 3 §3 "Listing"). */
export function ListingForm({ listing, currency }: { listing: ListingDetail | null; currency: string }) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const save = useSaveListing(listing?.id ?? null);
  const gate = useMemberGate();
  const navigate = useNavigate();
  const categories = useCategories();
  const form = useForm<ListingInput, unknown, ListingInput>({
    resolver: zodResolver(listingInputSchema),
    defaultValues: draftOf(listing),
    mode: "onTouched",
  });
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const type = watch("listing_type");
  const message = (error: FieldError | undefined) => error?.message;
  const symbol = currencySymbol(currency);

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(messageIn(listing ? ListingMessages.saved : ListingMessages.created), {
          description: saved.title,
        });
        navigate(listingPath(saved));
      },
      onError: (error) =>
        gate.handled(error) || toast.error(t("listingForm.saveFailed"), { description: error.message }),
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <section className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6">
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t("listingForm.kind")}</legend>
          <div className="grid grid-cols-3 gap-2">
            {LISTING_TYPES.map((kind) => (
              <label
                key={kind}
                className={cn(
                  "cursor-pointer rounded-xl border p-3 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  type === kind ? "border-primary bg-primary-soft text-primary" : "border-input",
                )}
              >
                <input type="radio" value={kind} className="sr-only" {...register("listing_type")} />
                {t(`vendor.listingTypes.${kind}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <Field id="listing-title" label={t("listingForm.title")} error={message(errors.title)}>
          <Input {...fieldAria("listing-title", message(errors.title))} {...register("title")} />
        </Field>
        <Field
          id="listing-description"
          label={t("listingForm.description")}
          error={message(errors.description)}
        >
          <Textarea id="listing-description" rows={5} {...register("description")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field
            id="listing-price"
            label={t("listingForm.price", { symbol })}
            error={errors.price ? t("listingForm.priceRequired") : undefined}
          >
            <Input
              {...fieldAria("listing-price", message(errors.price))}
              inputMode="decimal"
              {...register("price", { setValueAs: (v) => (v === "" ? Number.NaN : Number(v)) })}
            />
          </Field>
          <Field
            id="listing-sale-price"
            label={t("listingForm.salePrice", { symbol })}
            error={message(errors.sale_price)}
          >
            <Input
              {...fieldAria("listing-sale-price", message(errors.sale_price))}
              inputMode="decimal"
              {...register("sale_price", { setValueAs: money })}
            />
          </Field>
          {type === "physical" && (
            <Field id="listing-quantity" label={t("listingForm.quantity")} error={message(errors.quantity)}>
              <Input
                {...fieldAria("listing-quantity", message(errors.quantity))}
                inputMode="numeric"
                {...register("quantity", { setValueAs: (v) => (v === "" ? 0 : Number(v)) })}
              />
            </Field>
          )}
        </div>
        <Field id="listing-category" label={t("listingForm.category")}>
          <select
            id="listing-category"
            className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
            {...register("category_id", { setValueAs: (v) => v || null })}
          >
            <option value="">{t("listingForm.chooseCategory")}</option>
            {categories.data?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <Controller
          control={control}
          name="images"
          render={({ field }) => (
            <PhotoPicker
              value={field.value?.map((p) => ({ url: p.url, is_primary: Boolean(p.is_primary) })) ?? []}
              onChange={field.onChange}
            />
          )}
        />
      </section>

      <section className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6">
        {type === "digital" && (
          <Controller
            control={control}
            name="digital_file_path"
            render={({ field }) => (
              <DigitalFileField
                path={field.value}
                onChange={field.onChange}
                error={message(errors.digital_file_path)}
              />
            )}
          />
        )}
        {type === "service" && (
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              id="listing-duration"
              label={t("listingForm.duration")}
              error={message(errors.booking_duration_minutes)}
            >
              <Input
                {...fieldAria("listing-duration", message(errors.booking_duration_minutes))}
                inputMode="numeric"
                {...register("booking_duration_minutes", { setValueAs: money })}
              />
            </Field>
            <div className="grid content-end gap-2 text-sm">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-primary" {...register("is_online")} />{" "}
                {t("listingForm.online")}
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-primary" {...register("requires_approval")} />{" "}
                {t("listingForm.approval")}
              </label>
            </div>
          </div>
        )}
        {type !== "service" && (
          <Controller
            control={control}
            name="variations"
            render={({ field }) => <VariationsEditor value={field.value ?? []} onChange={field.onChange} />}
          />
        )}
        {type !== "service" && (
          <fieldset className="grid gap-3">
            <legend className="font-medium text-sm">{t("listingForm.tax")}</legend>
            <p className="text-muted-foreground text-xs">{t("listingForm.taxHint")}</p>
            <div className="grid items-start gap-4 sm:grid-cols-2">
              <Field
                id="listing-hsn"
                label={t("listingForm.hsn")}
                hint={t("listingForm.hsnHint")}
                error={message(errors.hsn_code)}
              >
                <Input
                  {...fieldAria("listing-hsn", message(errors.hsn_code), true)}
                  inputMode="numeric"
                  {...register("hsn_code")}
                />
              </Field>
              <Field id="listing-gst-rate" label={t("listingForm.gstRate")} error={message(errors.gst_rate)}>
                <select
                  {...fieldAria("listing-gst-rate", message(errors.gst_rate))}
                  className="h-11 rounded-lg border border-input bg-card px-3 text-sm"
                  {...register("gst_rate", { setValueAs: money })}
                >
                  <option value="">{t("listingForm.none")}</option>
                  {GST_RATES.map((rate) => (
                    <option key={rate} value={rate}>
                      {rate}%
                    </option>
                  ))}
                </select>
              </Field>
            </div>
          </fieldset>
        )}
        <Controller
          control={control}
          name="tags"
          render={({ field }) => <TagsInput value={field.value ?? []} onChange={field.onChange} />}
        />
        <div className="grid gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-primary" {...register("is_active")} />{" "}
            {t("listingForm.active")}
          </label>
        </div>
      </section>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => navigate(-1)}>
          {t("listingForm.cancel")}
        </Button>
        <Button type="submit" size="lg" loading={save.isPending}>
          {listing ? t("listingForm.save") : t("listingForm.publish")}
        </Button>
      </div>
    </form>
  );
}
