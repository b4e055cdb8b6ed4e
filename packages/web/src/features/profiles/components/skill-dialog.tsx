import { zodResolver } from "@hookform/resolvers/zod";
import { type Skill, type SkillInput, skillInputSchema } from "@saheli/core/contracts/profiles";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/toast";
import { useAddSectionItem } from "../api/add-section-item";
import { useUpdateSectionItem } from "../api/update-section-item";
import { errorMessage } from "../lib/error-message";
import { Field, fieldAria } from "./field";
import { FormDialog } from "./form-dialog";

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
  const [serverError, setServerError] = useState<string | null>(null);
  const add = useAddSectionItem<"skills">();
  const update = useUpdateSectionItem<"skills">();
  const form = useForm<SkillInput, unknown, z.output<typeof skillInputSchema>>({
    resolver: zodResolver(skillInputSchema),
    defaultValues: { name: item?.name ?? "" },
    mode: "onTouched",
  });
  const error = form.formState.errors.name?.message;

  const submit = form.handleSubmit((input) => {
    setServerError(null);
    const done = {
      onSuccess: () => {
        toast.success(item ? "Skill renamed" : "Skill added");
        onOpenChange(false);
      },
      onError: (failure: unknown) => setServerError(errorMessage(failure)),
    };
    if (item) update.mutate({ profileId, section: "skills", itemId: item.id, input }, done);
    else add.mutate({ profileId, section: "skills", input }, done);
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? "Edit skill" : "Add a skill"}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={add.isPending || update.isPending}>
            Save
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
        <Field
          id={`${id}-name`}
          label="Skill"
          error={error}
          hint="For example: Block printing, Social media marketing"
        >
          <Input {...fieldAria(`${id}-name`, error, true)} maxLength={60} {...form.register("name")} />
        </Field>
        {serverError && (
          <p role="alert" className="rounded-lg bg-destructive-soft px-3 py-2 text-destructive text-sm">
            {serverError}
          </p>
        )}
      </form>
    </FormDialog>
  );
}
