import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Experience,
  type ExperienceInput,
  experienceInputSchema,
} from "@saheli/core/contracts/profiles";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useProfilesT } from "../i18n";
import { FormDialog } from "./form-dialog";
import { asNumber, asOptionalNumber, MonthSelect, yearError } from "./period-fields";
import { FormDialogFooter, ServerError, useSaveSectionItem } from "./section-item-form";

type ExperienceDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  item?: Experience;
};

const blank: ExperienceInput = {
  title: "",
  company: "",
  location: "",
  description: "",
  is_current: false,
  start_year: undefined as unknown as number,
  start_month: null,
  end_year: null,
  end_month: null,
};

/** Add or edit a role: title, company, dates (or "I work here now"), place and a description. */
export function ExperienceDialog({ open, onOpenChange, profileId, item }: ExperienceDialogProps) {
  const { t } = useProfilesT();
  const id = useId();
  const formId = `${id}-form`;
  const { save, serverError, pending } = useSaveSectionItem("experience", {
    profileId,
    itemId: item?.id,
    toasts: { added: t("experienceDialog.added"), updated: t("experienceDialog.updated") },
    onSaved: () => onOpenChange(false),
  });
  const form = useForm<ExperienceInput, unknown, z.output<typeof experienceInputSchema>>({
    resolver: zodResolver(experienceInputSchema),
    defaultValues: item
      ? { ...item, location: item.location ?? "", description: item.description ?? "" }
      : blank,
    mode: "onTouched",
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const current = watch("is_current");

  const submit = form.handleSubmit(save);

  const startError = yearError(errors.start_year, t("form.startMissing"));
  const endError = yearError(errors.end_year, t("experienceDialog.endMissing"));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t("experienceDialog.titleEdit") : t("experienceDialog.titleAdd")}
      footer={<FormDialogFooter formId={formId} pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <Field id={`${id}-title`} label={t("experienceDialog.title")} error={errors.title?.message}>
          <Input
            {...fieldAria(`${id}-title`, errors.title?.message)}
            placeholder={t("experienceDialog.titlePlaceholder")}
            {...register("title")}
          />
        </Field>
        <Field id={`${id}-company`} label={t("experienceDialog.company")} error={errors.company?.message}>
          <Input {...fieldAria(`${id}-company`, errors.company?.message)} {...register("company")} />
        </Field>
        <Field id={`${id}-location`} label={t("experienceDialog.location")} error={errors.location?.message}>
          <Input {...fieldAria(`${id}-location`, errors.location?.message)} {...register("location")} />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register("is_current")} />
          {t("experienceDialog.current")}
        </label>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 font-medium text-foreground text-sm">
            {t("experienceDialog.start")}
          </legend>
          <div className="grid grid-cols-2 gap-3">
            <MonthSelect
              id={`${id}-start-month`}
              label={t("experienceDialog.startMonth")}
              registration={register("start_month", { setValueAs: asOptionalNumber })}
            />
            <Input
              {...fieldAria(`${id}-start-year`, startError)}
              aria-label={t("form.startYear")}
              inputMode="numeric"
              placeholder={t("form.year")}
              {...register("start_year", { setValueAs: asNumber })}
            />
          </div>
          {startError && (
            <p id={`${id}-start-year-error`} role="alert" className="text-destructive text-sm">
              {startError}
            </p>
          )}
        </fieldset>
        {!current && (
          <fieldset className="grid gap-1.5">
            <legend className="mb-1.5 font-medium text-foreground text-sm">
              {t("experienceDialog.end")}
            </legend>
            <div className="grid grid-cols-2 gap-3">
              <MonthSelect
                id={`${id}-end-month`}
                label={t("experienceDialog.endMonth")}
                registration={register("end_month", { setValueAs: asOptionalNumber })}
              />
              <Input
                {...fieldAria(`${id}-end-year`, endError)}
                aria-label={t("experienceDialog.endYear")}
                inputMode="numeric"
                placeholder={t("form.year")}
                {...register("end_year", { setValueAs: asOptionalNumber })}
              />
            </div>
            {endError && (
              <p id={`${id}-end-year-error`} role="alert" className="text-destructive text-sm">
                {endError}
              </p>
            )}
          </fieldset>
        )}
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{t("form.description")}</Label>
          <Textarea id={`${id}-description`} rows={3} {...register("description")} />
        </div>
        <ServerError message={serverError} />
      </form>
    </FormDialog>
  );
}
