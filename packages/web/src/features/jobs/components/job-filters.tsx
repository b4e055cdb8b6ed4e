import { JOB_TYPES, type JobType } from "@saheli/core/jobs";
import { formatMoney } from "@saheli/core/money";
import { Search, SlidersHorizontal } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { JobFilters as Filters } from "../api/get-jobs";
import { useJobsT } from "../i18n";

const PAY_STEPS = [10_000, 25_000, 50_000, 100_000];

type Props = { value: Filters; onChange: (next: Filters) => void };

/** Words, then type chips; location, remote, pay and skills under More filters on a phone. */
export function JobFilters({ value, onChange }: Props) {
  const { t } = useJobsT();
  const [q, setQ] = useState(value.q ?? "");
  const [location, setLocation] = useState(value.location ?? "");
  const [skills, setSkills] = useState(value.skills ?? "");
  const [more, setMore] = useState(Boolean(value.location || value.remote || value.pay || value.skills));
  const types = (value.type ?? "").split(",").filter(Boolean) as JobType[];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...value, q: q.trim(), location: location.trim(), skills: skills.trim() });
  };
  const toggleType = (type: JobType) => {
    const next = types.includes(type) ? types.filter((other) => other !== type) : [...types, type];
    onChange({ ...value, type: next.join(",") });
  };
  return (
    <search className="grid gap-3">
      <form onSubmit={submit} className="grid gap-3">
        <div className="flex gap-2">
          <div className="relative min-w-0 flex-1">
            <Search
              aria-hidden
              className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              aria-label={t("filters.search")}
              placeholder={t("filters.searchPlaceholder")}
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className="pl-9"
            />
          </div>
          <Button type="submit">{t("filters.searchButton")}</Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("filters.more")}
            aria-expanded={more}
            aria-controls="job-more-filters"
            onClick={() => setMore((open) => !open)}
          >
            <SlidersHorizontal aria-hidden />
          </Button>
        </div>
        {more && (
          <fieldset
            id="job-more-filters"
            className="grid gap-3 rounded-2xl border border-border bg-card p-3 sm:grid-cols-2"
          >
            <legend className="sr-only">{t("filters.more")}</legend>
            <div className="grid gap-1.5">
              <label htmlFor="job-location" className="font-medium text-sm">
                {t("filters.location")}
              </label>
              <Input
                id="job-location"
                placeholder={t("filters.city")}
                value={location}
                onChange={(e) => setLocation(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="job-skills" className="font-medium text-sm">
                {t("filters.skills")}
              </label>
              <Input
                id="job-skills"
                placeholder={t("filters.skillsPlaceholder")}
                value={skills}
                onChange={(e) => setSkills(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="job-pay" className="font-medium text-sm">
                {t("filters.pay")}
              </label>
              <select
                id="job-pay"
                className={cn(fieldClasses, "h-10")}
                value={value.pay ?? ""}
                onChange={(e) =>
                  onChange({ ...value, pay: e.target.value ? Number(e.target.value) : undefined })
                }
              >
                <option value="">{t("filters.anyPay")}</option>
                {PAY_STEPS.map((step) => (
                  <option key={step} value={step}>
                    {t("filters.payStep", { amount: formatMoney(step) })}
                  </option>
                ))}
              </select>
            </div>
            <label className="flex items-center gap-2 self-end pb-2 font-medium text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={Boolean(value.remote)}
                onChange={(e) => onChange({ ...value, remote: e.target.checked ? "true" : undefined })}
              />
              {t("filters.remoteOnly")}
            </label>
            <Button type="submit" variant="secondary" className="sm:col-span-2 sm:justify-self-start">
              {t("filters.apply")}
            </Button>
          </fieldset>
        )}
      </form>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">{t("filters.type")}</legend>
        {JOB_TYPES.map((type) => (
          <button
            key={type}
            type="button"
            aria-pressed={types.includes(type)}
            onClick={() => toggleType(type)}
            className={cn(
              "shrink-0 rounded-full px-3 py-1 text-sm",
              types.includes(type)
                ? "bg-secondary font-medium text-secondary-foreground ring-1 ring-primary/40"
                : "bg-card text-muted-foreground ring-1 ring-border hover:bg-muted",
            )}
          >
            {t(`type.${type}`)}
          </button>
        ))}
      </fieldset>
    </search>
  );
}
