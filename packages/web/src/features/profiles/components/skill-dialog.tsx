import { zodResolver } from "@hookform/resolvers/zod";
import { type Skill, type SkillInput, skillInputSchema } from "@saheli/core/contracts/profiles";
import { ProfileLimits } from "@saheli/core/profile";
import { useId } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
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
  const id = useId();
  const formId = `${id}-form`;
  const { save, serverError, pending } = useSaveSectionItem("skills", {
    profileId,
    itemId: item?.id,
    toasts: { added: "Skill added", updated: "Skill renamed" },
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
      title={item ? "Edit skill" : "Add a skill"}
      footer={<FormDialogFooter formId={formId} pending={pending} onCancel={() => onOpenChange(false)} />}
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <Field
          id={`${id}-name`}
          label="Skill"
          error={error}
          hint="For example: Block printing, Social media marketing"
        >
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
