import { ShopFrontLimits, ShopFrontMessages } from "@saheli/core/shop-front";
import type { FieldError, UseFormRegister } from "react-hook-form";
import { Field, fieldAria } from "@/components/ui/field";
import { Textarea } from "@/components/ui/textarea";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMarketplaceT } from "../i18n";
import type { ShopDraft } from "../lib/shop-draft";

type Props = { register: UseFormRegister<ShopDraft>; on: boolean; error: FieldError | undefined };

/** Issue 19: holiday mode. Her listings stay visible; buying pauses and her message is shown. */
export function ShopHolidayFields({ register, on, error }: Props) {
  const { t } = useMarketplaceT();
  const messageIn = useMessageIn();
  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="grid gap-0.5">
          <label htmlFor="shop-holiday-mode" className="font-medium text-sm">
            {t("shopForm.holiday.label")}
          </label>
          <p id="shop-holiday-mode-hint" className="text-muted-foreground text-xs">
            {t("shopForm.holiday.hint")}
          </p>
        </div>
        {/* A switch drawn over a real checkbox: the keyboard, the form and screen readers use the checkbox. */}
        <label htmlFor="shop-holiday-mode" className="relative mt-0.5 inline-flex shrink-0 cursor-pointer">
          <input
            id="shop-holiday-mode"
            type="checkbox"
            role="switch"
            aria-checked={on}
            aria-describedby="shop-holiday-mode-hint"
            className="peer sr-only"
            {...register("holiday_mode")}
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
        id="shop-holiday-message"
        label={t("shopForm.holiday.message")}
        hint={t("shopForm.holiday.messageHint", { default: messageIn(ShopFrontMessages.holidayDefault) })}
        error={error?.message}
      >
        <Textarea
          {...fieldAria("shop-holiday-message", error?.message, true)}
          rows={2}
          maxLength={ShopFrontLimits.holidayMessageMax}
          placeholder={t("shopForm.holiday.placeholder")}
          {...register("holiday_message")}
        />
      </Field>
    </>
  );
}
