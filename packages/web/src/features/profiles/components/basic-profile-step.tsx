import { zodResolver } from "@hookform/resolvers/zod";
import type { ProfileDetails } from "@saheli/core/contracts/profiles";
import { bioError, fullNameError, PLACEHOLDER_FULL_NAME } from "@saheli/core/profile";
import { Sparkles } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { errorMessage } from "@/lib/error-message";
import { useCompletion } from "../api/get-completion";
import { useProfile } from "../api/get-profile";
import { useUpdateProfile } from "../api/update-profile";
import { useProfilesT } from "../i18n";
import { basicProfileSettled, settleBasicProfile } from "../lib/basic-profile-storage";
import { changedFields } from "../lib/changed-fields";
import { FormDialog } from "./form-dialog";
import { ImageUploadField } from "./image-upload-field";
import { ServerError } from "./section-item-form";

const rule = (check: (value: string) => string | null) =>
  z.string().superRefine((value, ctx) => {
    const message = check(value);
    if (message) ctx.addIssue({ code: "custom", message });
  });

type ProfilesT = ReturnType<typeof useProfilesT>["t"];

/** Core's rules for name and bio; the two requests of this step in her language. */
const basicSchemaIn = (t: ProfilesT) =>
  z.object({
    full_name: rule(fullNameError),
    bio: rule(bioError).refine((value) => value.trim() !== "", t("basic.bioMissing")),
    role: z.enum(["U", "C"], { message: t("basic.roleMissing") }),
  });
type BasicValues = z.input<ReturnType<typeof basicSchemaIn>>;

const ROLES = ["U", "C"] as const;

/**
 * Doc 2 §2 basic-profile completion: after sign-in, a person whose basics (name, photo, bio, role) are not
 * filled in is asked for them once; Save or Skip is remembered in local storage.
 */
export function BasicProfileStep({ profileId }: { profileId: string | null }) {
  const [settled, setSettled] = useState(basicProfileSettled);
  const completion = useCompletion(settled ? null : profileId);
  const needed = !settled && completion.data?.basic_complete === false;
  const page = useProfile(profileId ?? "", { enabled: needed });
  const profile = page.data?.profile;
  if (!needed || !profile) return null;
  return (
    <BasicProfileDialog
      profile={profile}
      onSettle={(outcome) => {
        settleBasicProfile(outcome);
        setSettled(true);
      }}
    />
  );
}

function BasicProfileDialog({
  profile,
  onSettle,
}: {
  profile: ProfileDetails;
  onSettle: (outcome: "completed" | "skipped") => void;
}) {
  const { t } = useProfilesT();
  const basicSchema = useMemo(() => basicSchemaIn(t), [t]);
  const id = useId();
  const formId = `${id}-form`;
  const [serverError, setServerError] = useState<string | null>(null);
  const update = useUpdateProfile();
  const chooseRole = profile.role === "U" || profile.role === "C";
  const form = useForm<BasicValues>({
    resolver: zodResolver(basicSchema),
    defaultValues: {
      full_name: profile.full_name === PLACEHOLDER_FULL_NAME ? "" : profile.full_name,
      bio: profile.bio ?? "",
      role: chooseRole ? (profile.role as "U" | "C") : "U",
    },
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const role = form.watch("role");

  const submit = form.handleSubmit((values) => {
    const changes = changedFields(profile, { full_name: values.full_name.trim(), bio: values.bio.trim() });
    if (chooseRole && values.role !== profile.role) Object.assign(changes, { role: values.role });
    if (Object.keys(changes).length === 0) return onSettle("completed");
    setServerError(null);
    update.mutate(
      { profileId: profile.id, changes },
      {
        onSuccess: () => {
          toast.success(t("basic.saved"));
          onSettle("completed");
        },
        onError: (failure) => setServerError(errorMessage(failure)),
      },
    );
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => {
        if (!open) onSettle("skipped");
      }}
      title={t("basic.title")}
      description={t("basic.description")}
      footer={
        <>
          <Button variant="ghost" onClick={() => onSettle("skipped")}>
            {t("basic.skip")}
          </Button>
          <Button type="submit" form={formId} loading={update.isPending}>
            {t("basic.save")}
          </Button>
        </>
      }
    >
      <div className="grid gap-5">
        <ImageUploadField
          kind="avatar"
          profileId={profile.id}
          name={profile.full_name}
          current={profile.avatar_url}
        />
        <form id={formId} noValidate onSubmit={submit} className="grid gap-4">
          <Field id={`${id}-name`} label={t("basic.fullName")} error={errors.full_name?.message}>
            <Input
              {...fieldAria(`${id}-name`, errors.full_name?.message)}
              autoComplete="name"
              {...form.register("full_name")}
            />
          </Field>
          <Field id={`${id}-bio`} label={t("basic.bio")} error={errors.bio?.message}>
            <Textarea
              {...fieldAria(`${id}-bio`, errors.bio?.message)}
              rows={3}
              placeholder={t("basic.bioPlaceholder")}
              {...form.register("bio")}
            />
          </Field>
          {chooseRole && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 font-medium text-foreground text-sm">{t("basic.roleLegend")}</legend>
              <div className="grid gap-2 sm:grid-cols-2">
                {ROLES.map((value) => (
                  <label
                    key={value}
                    className={cn(
                      "flex cursor-pointer gap-3 rounded-xl border p-3 transition-colors",
                      role === value ? "border-primary bg-primary-soft" : "border-border hover:bg-muted",
                    )}
                  >
                    <input
                      type="radio"
                      value={value}
                      className="mt-0.5 size-4 accent-primary"
                      {...form.register("role")}
                    />
                    <span className="grid gap-0.5">
                      <span className="flex items-center gap-1.5 font-medium text-foreground text-sm">
                        {value === "U" && <Sparkles aria-hidden className="size-3.5 text-primary" />}
                        {t(`basic.roles.${value}.title`)}
                      </span>
                      <span className="text-muted-foreground text-xs">{t(`basic.roles.${value}.text`)}</span>
                    </span>
                  </label>
                ))}
              </div>
              {errors.role && (
                <p role="alert" className="text-destructive text-sm">
                  {errors.role.message}
                </p>
              )}
            </fieldset>
          )}
          <ServerError message={serverError} />
        </form>
      </div>
    </FormDialog>
  );
}
