import { zodResolver } from "@hookform/resolvers/zod";
import type { ShopInput, ShopView } from "@saheli/core/contracts/shops";
import { CURRENCY_SYMBOLS } from "@saheli/core/money";
import { SHOP_DAYS, ShopLimits, ShopMessages, SOCIAL_NETWORKS } from "@saheli/core/shops";
import { Controller, type FieldError, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { uploadShopImage, useSaveShop } from "../api/shops";
import { useMarketplaceT } from "../i18n";
import { type ShopDraft, shopDraftOf, shopDraftSchema } from "../lib/shop-draft";
import { AddressFields } from "./address-fields";
import { CategoryChips } from "./category-chips";
import { ImageField } from "./image-field";
import { ShopCodFields } from "./shop-cod-fields";
import { ShopHolidayFields } from "./shop-holiday-fields";
import { ShopPolicyFields } from "./shop-policy-fields";

/** Every field of the shop (doc 3 §3), checked with the server's rules as she types; opens or saves it. */
type Props = { shop: ShopView | null; onSaved?: (shop: ShopView) => void };

export function ShopForm({ shop, onSaved }: Props) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  const save = useSaveShop(shop?.id ?? null);
  const gate = useMemberGate();
  const navigate = useNavigate();
  const form = useForm<ShopDraft, unknown, ShopInput>({
    resolver: zodResolver(shopDraftSchema),
    defaultValues: shopDraftOf(shop),
    mode: "onTouched",
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const message = (error: FieldError | undefined) => error?.message;

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(messageIn(shop ? ShopMessages.saved : ShopMessages.created), {
          description: saved.shop_name,
        });
        onSaved?.(saved);
        navigate(`/shop/${encodeURIComponent(saved.slug)}`);
      },
      onError: (error) => {
        if (gate.handled(error)) return;
        toast.error(shop ? t("shopForm.saveFailed") : messageIn(ShopMessages.createFailed), {
          description: error.message,
        });
      },
    }),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-6">
      <Section title={t("shopForm.sections.shop")}>
        <Field id="shop-name" label={t("shopForm.name")} error={message(errors.shop_name)}>
          <Input
            {...fieldAria("shop-name", message(errors.shop_name))}
            autoComplete="organization"
            {...register("shop_name")}
          />
        </Field>
        <Field id="shop-description" label={t("shopForm.story")} hint={t("shopForm.storyHint")}>
          <Textarea id="shop-description" rows={4} {...register("shop_description")} />
        </Field>
        <Controller
          control={control}
          name="shop_categories"
          render={({ field, fieldState }) => (
            <CategoryChips
              value={field.value}
              onChange={field.onChange}
              error={fieldState.error?.message ?? errors.shop_categories?.root?.message}
            />
          )}
        />
        <div className="flex flex-wrap gap-6">
          <Controller
            control={control}
            name="logo_url"
            render={({ field }) => (
              <ImageField
                label={t("shopForm.logo")}
                value={field.value ?? null}
                onChange={field.onChange}
                upload={uploadShopImage}
              />
            )}
          />
          <div className="min-w-56 flex-1">
            <Controller
              control={control}
              name="cover_url"
              render={({ field }) => (
                <ImageField
                  label={t("shopForm.cover")}
                  shape="wide"
                  value={field.value ?? null}
                  onChange={field.onChange}
                  upload={uploadShopImage}
                />
              )}
            />
          </div>
        </div>
      </Section>

      <Section title={t("shopForm.sections.reach")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="shop-phone"
            label={t("shopForm.phone")}
            hint={t("shopForm.phoneHint")}
            error={message(errors.shop_phone_number)}
          >
            <Input
              {...fieldAria("shop-phone", message(errors.shop_phone_number), true)}
              type="tel"
              autoComplete="tel"
              {...register("shop_phone_number")}
            />
          </Field>
          <Field id="shop-email" label={t("shopForm.email")} error={message(errors.shop_email)}>
            <Input
              {...fieldAria("shop-email", message(errors.shop_email))}
              type="email"
              autoComplete="email"
              {...register("shop_email")}
            />
          </Field>
          <Field id="shop-website" label={t("shopForm.website")} error={message(errors.website_url)}>
            <Input
              {...fieldAria("shop-website", message(errors.website_url))}
              type="url"
              placeholder="https://"
              {...register("website_url")}
            />
          </Field>
          <Field id="shop-currency" label={t("shopForm.currency")}>
            <select
              id="shop-currency"
              className="h-10 rounded-lg border border-input bg-card px-3 text-sm"
              {...register("shop_currency")}
            >
              {Object.entries(CURRENCY_SYMBOLS).map(([code, symbol]) => (
                <option key={code} value={code}>
                  {code} ({symbol})
                </option>
              ))}
            </select>
          </Field>
        </div>
        <details className="grid gap-3">
          <summary className="cursor-pointer font-medium text-sm">{t("shopForm.social")}</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) => (
              <Field
                key={network}
                id={`shop-${network}`}
                label={t(`shopForm.networks.${network}`)}
                error={message(errors.social_links?.[network])}
              >
                <Input
                  {...fieldAria(`shop-${network}`, message(errors.social_links?.[network]))}
                  type="url"
                  placeholder="https://"
                  {...register(`social_links.${network}`)}
                />
              </Field>
            ))}
          </div>
        </details>
        <details>
          <summary className="cursor-pointer font-medium text-sm">{t("shopForm.hours")}</summary>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            {SHOP_DAYS.map((day) => (
              <Field key={day} id={`shop-hours-${day}`} label={t(`shop.info.days.${day}`)}>
                <Input
                  id={`shop-hours-${day}`}
                  placeholder={t("shopForm.hoursPlaceholder")}
                  maxLength={ShopLimits.hoursMax}
                  {...register(`shop_hours.${day}`)}
                />
              </Field>
            ))}
          </div>
        </details>
      </Section>

      <Section title={t("shopForm.sections.cod")}>
        <ShopCodFields
          register={register}
          codOn={form.watch("cod_enabled")}
          error={errors.cod_blocked_pincodes}
        />
      </Section>

      <Section title={t("shopForm.sections.policies")} description={t("shopForm.sections.policiesHint")}>
        <ShopPolicyFields register={register} errors={errors.policies} />
      </Section>

      {shop && (
        <Section title={t("shopForm.sections.holiday")}>
          <ShopHolidayFields
            register={register}
            on={form.watch("holiday_mode")}
            error={errors.holiday_message}
          />
        </Section>
      )}

      <Section title={t("shopForm.sections.business")} description={t("shopForm.sections.businessHint")}>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="shop-legal-name" label={t("shopForm.legalName")}>
            <Input id="shop-legal-name" {...register("legal_name")} />
          </Field>
          <Field id="shop-owner-name" label={t("shopForm.ownerName")}>
            <Input id="shop-owner-name" autoComplete="name" {...register("owner_name")} />
          </Field>
          <Field id="shop-registration" label={t("shopForm.registration")}>
            <Input id="shop-registration" {...register("registration_number")} />
          </Field>
          <Field
            id="shop-tax-id"
            label={t("shopForm.gstin")}
            hint={t("shopForm.gstinHint")}
            error={message(errors.tax_id)}
          >
            <Input
              {...fieldAria("shop-tax-id", message(errors.tax_id), true)}
              autoCapitalize="characters"
              {...register("tax_id")}
            />
          </Field>
        </div>
        <AddressFields
          legend={t("shopForm.businessAddress")}
          prefix="business_address"
          register={register}
          errors={errors.business_address}
        />
        <AddressFields
          legend={t("shopForm.warehouseAddress")}
          prefix="warehouse_address"
          register={register}
          errors={errors.warehouse_address}
        />
      </Section>

      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" onClick={() => navigate(-1)}>
          {t("shopForm.cancel")}
        </Button>
        <Button type="submit" size="lg" loading={save.isPending}>
          {shop ? t("shopForm.save") : t("shopForm.open")}
        </Button>
      </div>
    </form>
  );
}

function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  return (
    <section className="grid gap-4 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6">
      <div>
        <h2 className="font-display font-semibold text-lg">{title}</h2>
        {description && <p className="text-muted-foreground text-sm">{description}</p>}
      </div>
      {children}
    </section>
  );
}
