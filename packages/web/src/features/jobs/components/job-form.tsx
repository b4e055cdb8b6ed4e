import { zodResolver } from "@hookform/resolvers/zod";
import { type JobDetail, type JobInput, jobInputSchema } from "@saheli/core/contracts/jobs";
import {
  closingDateProblem,
  JOB_TYPES,
  JobLimits,
  JobMessages,
  jobPath,
  PAY_PERIODS,
} from "@saheli/core/jobs";
import { istDay } from "@saheli/core/vendor-insights";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { Field, fieldAria } from "@/components/ui/field";
import { fieldClasses, Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { cn } from "@/lib/cn";
import { useMessageIn } from "@/lib/i18n/use-message-in";
import { useMemberGate } from "@/lib/session/member-gate";
import { useEditJob, usePostJob } from "../api/post-job";
import { useJobsT } from "../i18n";

/** The server's rules, and the closing date against today here (the server checks it against its own day). */
const schema = jobInputSchema.superRefine((job, ctx) => {
  const problem = closingDateProblem(job.closes_on, new Date());
  if (problem) ctx.addIssue({ code: "custom", path: ["closes_on"], message: problem });
});

const DAY_MS = 86_400_000;

type Props = {
  shopName: string | null;
  businessName: string | null;
  /** Her open job, when she edits it rather than posting a new one. */
  job?: JobDetail;
};

const blank = (shopName: string | null, businessName: string | null, howToApply: string): JobInput => ({
  title: "",
  as_shop: shopName !== null,
  business_name: businessName ?? "",
  location: "",
  is_remote: false,
  job_type: "full_time",
  pay_min: Number.NaN,
  pay_max: Number.NaN,
  pay_period: "month",
  skills: [],
  description: "",
  how_to_apply: howToApply,
  closes_on: istDay(new Date(Date.now() + 30 * DAY_MS)),
});

const valuesOf = (job: JobDetail): JobInput => ({
  title: job.title,
  as_shop: job.shop !== null,
  business_name: job.business_name,
  location: job.location,
  is_remote: job.is_remote,
  job_type: job.job_type,
  pay_min: job.pay_min,
  pay_max: job.pay_max,
  pay_period: job.pay_period,
  skills: job.skills,
  description: job.description,
  how_to_apply: job.how_to_apply,
  closes_on: job.closes_on,
});

/** Post a job (or edit hers): what, for whom, where, the kind, the pay, the skills, the words, how to apply and until when. */
export function JobForm({ shopName, businessName, job }: Props) {
  const { t } = useJobsT();
  const messageIn = useMessageIn();
  const post = usePostJob();
  const edit = useEditJob(job?.id ?? "");
  const save = job ? edit : post;
  const gate = useMemberGate();
  const navigate = useNavigate();
  const today = istDay(new Date());
  const form = useForm<JobInput, unknown, JobInput>({
    resolver: zodResolver(schema),
    defaultValues: job ? valuesOf(job) : blank(shopName, businessName, t("form.howToApplyDefault")),
    mode: "onTouched",
  });
  const { register, control, watch, formState } = form;
  const errors = formState.errors;
  const asShop = watch("as_shop");
  const internship = watch("job_type") === "internship";
  const remote = watch("is_remote");

  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: (saved) => {
        toast.success(messageIn(job ? JobMessages.saved : JobMessages.posted), { description: saved.title });
        navigate(jobPath(saved));
      },
      onError: (error) =>
        gate.handled(error) ||
        toast.error(job ? t("form.saveFailed") : t("form.postFailed"), { description: error.message }),
    }),
  );

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-5 rounded-2xl bg-card p-4 shadow-card ring-1 ring-border sm:p-6"
    >
      <Field id="job-title" label={t("form.title")} error={errors.title?.message}>
        <Input
          {...fieldAria("job-title", errors.title?.message)}
          maxLength={JobLimits.titleMax}
          placeholder={t("form.titlePlaceholder")}
          {...register("title")}
        />
      </Field>

      {shopName !== null && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">{t("form.hiringFor")}</legend>
          <div className="grid grid-cols-2 gap-2">
            {[
              { value: true, label: shopName },
              { value: false, label: t("form.anotherBusiness") },
            ].map((choice) => (
              <label
                key={String(choice.value)}
                className={cn(
                  "cursor-pointer break-words rounded-xl border p-3 text-center text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                  asShop === choice.value ? "border-primary bg-primary-soft text-primary" : "border-input",
                )}
              >
                <input
                  type="radio"
                  name="as_shop"
                  className="sr-only"
                  checked={asShop === choice.value}
                  onChange={() => form.setValue("as_shop", choice.value)}
                />
                {choice.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {!asShop && (
        <Field id="job-business" label={t("form.business")} error={errors.business_name?.message}>
          <Input
            {...fieldAria("job-business", errors.business_name?.message)}
            maxLength={JobLimits.businessMax}
            {...register("business_name")}
          />
        </Field>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="job-location"
          label={remote ? t("form.locationOptional") : t("form.location")}
          error={errors.location?.message}
        >
          <Input
            {...fieldAria("job-location", errors.location?.message)}
            maxLength={JobLimits.locationMax}
            placeholder={t("form.locationPlaceholder")}
            {...register("location")}
          />
        </Field>
        <label className="flex items-center gap-2 self-end pb-2.5 font-medium text-sm">
          <input type="checkbox" className="size-4 accent-primary" {...register("is_remote")} />
          {t("form.remote")}
        </label>
      </div>

      <Field id="job-type" label={t("form.type")} error={errors.job_type?.message}>
        <select id="job-type" className={cn(fieldClasses, "h-10")} {...register("job_type")}>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`type.${type}`)}
            </option>
          ))}
        </select>
      </Field>

      <fieldset className="grid gap-3">
        <legend className="mb-1 font-medium text-sm">{internship ? t("form.stipend") : t("form.pay")}</legend>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Field
            id="job-pay-min"
            label={t("form.from")}
            error={errors.pay_min?.message}
            className="content-start"
          >
            <Input
              {...fieldAria("job-pay-min", errors.pay_min?.message)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register("pay_min", { valueAsNumber: true })}
            />
          </Field>
          <Field
            id="job-pay-max"
            label={t("form.to")}
            error={errors.pay_max?.message}
            className="content-start"
          >
            <Input
              {...fieldAria("job-pay-max", errors.pay_max?.message)}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              {...register("pay_max", { valueAsNumber: true })}
            />
          </Field>
          <Field id="job-pay-period" label={t("form.paid")} className="col-span-2 sm:col-span-1">
            <select id="job-pay-period" className={cn(fieldClasses, "h-10")} {...register("pay_period")}>
              {PAY_PERIODS.map((period) => (
                <option key={period} value={period}>
                  {t(`period.${period}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <p className="text-muted-foreground text-xs">
          {internship ? t("form.payNoteInternship") : t("form.payNote")}
        </p>
      </fieldset>

      <Controller
        control={control}
        name="skills"
        render={({ field, fieldState }) => (
          <SkillsField
            value={field.value ?? []}
            onChange={field.onChange}
            error={fieldState.error?.message}
          />
        )}
      />

      <Field id="job-description" label={t("form.description")} error={errors.description?.message}>
        <Textarea
          {...fieldAria("job-description", errors.description?.message)}
          rows={6}
          maxLength={JobLimits.descriptionMax}
          placeholder={t("form.descriptionPlaceholder")}
          {...register("description")}
        />
      </Field>
      <Field id="job-how" label={t("form.how")} error={errors.how_to_apply?.message}>
        <Textarea
          {...fieldAria("job-how", errors.how_to_apply?.message)}
          rows={2}
          maxLength={JobLimits.howToApplyMax}
          {...register("how_to_apply")}
        />
      </Field>
      <Field
        id="job-closes"
        label={t("form.closing")}
        error={errors.closes_on?.message}
        hint={t("form.closingHint")}
      >
        <Input
          {...fieldAria("job-closes", errors.closes_on?.message, true)}
          type="date"
          min={today}
          max={istDay(new Date(Date.now() + JobLimits.closesWithinDays * DAY_MS))}
          className="sm:max-w-xs"
          {...register("closes_on")}
        />
      </Field>
      <Button type="submit" size="lg" loading={save.isPending} className="sm:justify-self-start">
        {job ? t("form.save") : t("form.post")}
      </Button>
    </form>
  );
}

/** Skills as she types them, comma-separated; kept as written so the commas stay while she types. */
function SkillsField({
  value,
  onChange,
  error,
}: {
  value: string[];
  onChange: (skills: string[]) => void;
  error: string | undefined;
}) {
  const { t } = useJobsT();
  const [text, setText] = useState(value.join(", "));
  return (
    <Field
      id="job-skills"
      label={t("form.skills")}
      error={error}
      hint={t("form.skillsHint", { max: JobLimits.skillsMax })}
    >
      <Input
        {...fieldAria("job-skills", error, true)}
        placeholder={t("form.skillsPlaceholder")}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(event.target.value.split(","));
        }}
      />
    </Field>
  );
}
