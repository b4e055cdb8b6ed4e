import { zodResolver } from "@hookform/resolvers/zod";
import { type Education, type EducationInput, educationInputSchema } from "@saheli/core/contracts/profiles";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useProfilesT } from "../i18n";
import { FormDialog } from "./form-dialog";
import { asNumber, asOptionalNumber, yearError } from "./period-fields";
import { FormDialogFooter, ServerError, useSaveSectionItem } from "./section-item-form";

type EducationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  item?: Education;
};

const blank: EducationInput = {
  school: "",
  degree: "",
  field_of_study: "",
  description: "",
  start_year: undefined as unknown as number,
  end_year: null,
};

/** Add or edit a school, college or course. */
export function EducationDialog({ open, onOpenChange, profileId, item }: EducationDialogProps) {
  const { t } = useProfilesT();
  const id = useId();
  const formId = `${id}-form`;
  const { save, serverError, pending } = useSaveSectionItem("education", {
    profileId,
    itemId: item?.id,
    toasts: { added: t("educationDialog.added"), updated: t("educationDialog.updated") },
    onSaved: () => onOpenChange(false),
  });
  const form = useForm<EducationInput, unknown, z.output<typeof educationInputSchema>>({
    resolver: zodResolver(educationInputSchema),
    defaultValues: item
      ? {
          ...item,
          degree: item.degree ?? "",
          field_of_study: item.field_of_study ?? "",
          description: item.description ?? "",
        }
      : blank,
    mode: "onTouched",
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const submit = form.handleSubmit(save);

  const startError = yearError(errors.start_year, t("form.startMissing"));
  const endError = yearError(errors.end_year, t("educationDialog.endMissing"));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t("educationDialog.titleEdit") : t("educationDialog.titleAdd")}
      footer={<FormDialogFooter formId={formId} pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <Field id={`${id}-school`} label={t("educationDialog.school")} error={errors.school?.message}>
          <Input {...fieldAria(`${id}-school`, errors.school?.message)} {...register("school")} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={`${id}-degree`} label={t("educationDialog.degree")} error={errors.degree?.message}>
            <Input {...fieldAria(`${id}-degree`, errors.degree?.message)} {...register("degree")} />
          </Field>
          <Field id={`${id}-field`} label={t("educationDialog.field")} error={errors.field_of_study?.message}>
            <Input
              {...fieldAria(`${id}-field`, errors.field_of_study?.message)}
              {...register("field_of_study")}
            />
          </Field>
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Field id={`${id}-start`} label={t("form.startYear")} error={startError}>
            <Input
              {...fieldAria(`${id}-start`, startError)}
              inputMode="numeric"
              {...register("start_year", { setValueAs: asNumber })}
            />
          </Field>
          <Field id={`${id}-end`} label={t("educationDialog.endYear")} error={endError}>
            <Input
              {...fieldAria(`${id}-end`, endError)}
              inputMode="numeric"
              {...register("end_year", { setValueAs: asOptionalNumber })}
            />
          </Field>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-description`}>{t("form.description")}</Label>
          <Textarea id={`${id}-description`} rows={3} {...register("description")} />
        </div>
        <ServerError message={serverError} />
      </form>
    </FormDialog>
  );
}
