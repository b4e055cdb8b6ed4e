import { zodResolver } from "@hookform/resolvers/zod";
import { type ProfileDetails, profileUpdateSchema } from "@saheli/core/contracts/profiles";
import { ProfileLimits, ProfileMessages } from "@saheli/core/profile";
import { normalizeUsername, UsernameMessages, usernameError } from "@saheli/core/usernames";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { AiSuggestions } from "@/components/ai-suggestions";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Separator } from "@/components/ui/separator";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useUpdateProfile } from "../api/update-profile";
import { useProfilesT } from "../i18n";
import { changedFields, type TextField, valuesOf } from "../lib/changed-fields";
import { FormDialog } from "./form-dialog";
import { ImageUploadField } from "./image-upload-field";
import { FormDialogFooter, ServerError } from "./section-item-form";

/** The core contract's rules for the fields this dialog edits (role and avatar are set elsewhere). */
const formSchema = profileUpdateSchema.omit({ role: true, avatar_url: true });

/** Her username as she has it passes (an older rule may have made it); a new one must meet core's rule. */
function schemaFor(current: string) {
  return formSchema.extend({
    username: z
      .string()
      .transform(normalizeUsername)
      .superRefine((value, ctx) => {
        if (value === current.toLowerCase()) return;
        const message = usernameError(value);
        if (message) ctx.addIssue({ code: "custom", message });
      }),
  });
}
type FormSchema = ReturnType<typeof schemaFor>;

type EditProfileDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  profile: ProfileDetails;
  /** While her last username change is under 30 days old: when she may choose again (the field is locked). */
  usernameNextChangeAt?: string | null;
};

/** Edit Profile: photos upload at once; the text fields are saved together, checked with the core rules. */
export function EditProfileDialog({
  open,
  onOpenChange,
  profile,
  usernameNextChangeAt = null,
}: EditProfileDialogProps) {
  const { t } = useProfilesT();
  const messageIn = useMessageIn();
  const id = useId();
  const formId = `${id}-form`;
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const schema = useMemo(() => schemaFor(profile.username), [profile.username]);
  const form = useForm<z.input<FormSchema>, unknown, z.output<FormSchema>>({
    resolver: zodResolver(schema),
    defaultValues: valuesOf(profile),
    mode: "onTouched",
  });
  const { register, formState, watch } = form;
  const errors = formState.errors;
  const bioLength = (watch("bio") ?? "").trim().length;

  const submit = form.handleSubmit((parsed) => {
    const changes = changedFields(profile, parsed);
    if (Object.keys(changes).length === 0) {
      onOpenChange(false);
      return;
    }
    setServerError(null);
    // Not `mutate`'s callbacks: a new username moves the page to its new address, which can unmount this
    // dialog before the save settles, and `mutate` then drops them (the dialog would come back open).
    update.mutateAsync({ profileId: profile.id, changes }).then(
      () => {
        toast.success(t("edit.saved"));
        onOpenChange(false);
      },
      (failure: unknown) => setServerError(errorMessage(failure)),
    );
  });

  const text = (
    field: TextField,
    label: string,
    options: { hint?: string; placeholder?: string; type?: string; readOnly?: boolean } = {},
  ) => {
    const error = errors[field]?.message;
    return (
      <Field id={`${id}-${field}`} label={label} error={error} hint={options.hint}>
        <Input
          {...fieldAria(`${id}-${field}`, error, !!options.hint)}
          type={options.type ?? "text"}
          placeholder={options.placeholder}
          readOnly={options.readOnly}
          {...(field === "username"
            ? { autoCapitalize: "none", autoComplete: "off", spellCheck: false }
            : {})}
          {...register(field)}
        />
      </Field>
    );
  };

  const bioError = errors.bio?.message;
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("edit.title")}
      description={t("edit.description")}
      footer={
        <FormDialogFooter
          formId={formId}
          pending={update.isPending}
          onCancel={() => onOpenChange(false)}
          saveLabel={t("edit.save")}
        />
      }
    >
      <div className="grid gap-5">
        <ImageUploadField
          kind="avatar"
          profileId={profile.id}
          name={profile.full_name}
          current={profile.avatar_url}
        />
        <ImageUploadField
          kind="cover"
          profileId={profile.id}
          name={profile.full_name}
          current={profile.cover_url}
        />
        <Separator />
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          {text("full_name", t("edit.fullName"), {
            hint: t("edit.fullNameHint", { min: ProfileLimits.fullNameMin, max: ProfileLimits.fullNameMax }),
          })}
          {text("username", t("edit.username"), {
            hint: messageIn(
              usernameNextChangeAt
                ? UsernameMessages.tooSoon(new Date(usernameNextChangeAt))
                : UsernameMessages.hint,
            ),
            readOnly: usernameNextChangeAt !== null,
          })}
          {text("headline", t("edit.headline"), { placeholder: t("edit.headlinePlaceholder") })}
          <div className="grid gap-4 sm:grid-cols-2">
            {text("occupation", t("edit.occupation"))}
            {text("business_name", t("edit.business"))}
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {text("location", t("edit.location"), { placeholder: t("edit.locationPlaceholder") })}
            {text("website", t("edit.website"), {
              type: "url",
              placeholder: "https://",
              hint: messageIn(ProfileMessages.websiteScheme),
            })}
          </div>
          <Field id={`${id}-bio`} label={t("edit.bio")} error={bioError}>
            <Textarea
              {...fieldAria(`${id}-bio`, bioError)}
              aria-describedby={bioError ? `${id}-bio-error ${id}-bio-count` : `${id}-bio-count`}
              rows={4}
              placeholder={t("edit.bioPlaceholder")}
              {...register("bio")}
            />
          </Field>
          <p
            id={`${id}-bio-count`}
            className={cn(
              "-mt-3 text-right text-xs tabular-nums",
              bioLength > ProfileLimits.bioMax ? "text-destructive" : "text-muted-foreground",
            )}
          >
            {bioLength}/{ProfileLimits.bioMax}
          </p>
          <AiSuggestions text={watch("bio") ?? ""} context="bio" />
          <ServerError message={serverError} />
        </form>
      </div>
    </FormDialog>
  );
}
