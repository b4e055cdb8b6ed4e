import { zodResolver } from "@hookform/resolvers/zod";
import { type Skill, type SkillInput, skillInputSchema } from "@saheli/core/contracts/profiles";
import { ProfileLimits } from "@saheli/core/profile";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { useProfilesT } from "../i18n";
import { FormDialog } from "./form-dialog";
import { FormDialogFooter, ServerError, useSaveSectionItem } from "./section-item-form";

type SkillDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profileId: string;
  item?: Skill;
};

/** Add or rename a skill (others can endorse it). */
export function SkillDialog({ open, onOpenChange, profileId, item }: SkillDialogProps) {
  const { t } = useProfilesT();
  const id = useId();
  const formId = `${id}-form`;
  const { save, serverError, pending } = useSaveSectionItem("skills", {
    profileId,
    itemId: item?.id,
    toasts: { added: t("skillDialog.added"), updated: t("skillDialog.updated") },
    onSaved: () => onOpenChange(false),
  });
  const form = useForm<SkillInput, unknown, z.output<typeof skillInputSchema>>({
    resolver: zodResolver(skillInputSchema),
    defaultValues: { name: item?.name ?? "" },
    mode: "onTouched",
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit(save);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? t("skillDialog.titleEdit") : t("skillDialog.titleAdd")}
      footer={<FormDialogFooter formId={formId} pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <Field id={`${id}-name`} label={t("skillDialog.label")} error={error} hint={t("skillDialog.hint")}>
          <Input
            {...fieldAria(`${id}-name`, error, true)}
            maxLength={ProfileLimits.skillNameMax}
            {...form.register("name")}
          />
        </Field>
        <ServerError message={serverError} />
      </form>
    </FormDialog>
  );
}
