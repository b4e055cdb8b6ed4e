import { JOB_TYPE_LABELS, JOB_TYPES, type JobType } from "@saheli/core/jobs";
import { formatMoney } from "@saheli/core/money";
import { Search, SlidersHorizontal } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { fieldClasses, Input } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { JobFilters as Filters } from "../api/get-jobs";

const PAY_STEPS = [10_000, 25_000, 50_000, 100_000];

type Props = { value: Filters; onChange: (next: Filters) => void };

/** Words, then type chips; location, remote, pay and skills under More filters on a phone. */
export function JobFilters({ value, onChange }: Props) {
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
    const next = types.includes(type) ? types.filter((t) => t !== type) : [...types, type];
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
              aria-label="Search jobs"
              placeholder="Search jobs, skills or businesses"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              className="pl-9"
            />
          </div>
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="More filters"
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
            <legend className="sr-only">More filters</legend>
            <div className="grid gap-1.5">
              <label htmlFor="job-location" className="font-medium text-sm">
                Location
              </label>
              <Input
                id="job-location"
                placeholder="City"
                value={location}
                onChange={(e) => setLocation(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="job-skills" className="font-medium text-sm">
                Skills
              </label>
              <Input
                id="job-skills"
                placeholder="e.g. Tally, Canva"
                value={skills}
                onChange={(e) => setSkills(e.target.value)}
              />
            </div>
            <div className="grid gap-1.5">
              <label htmlFor="job-pay" className="font-medium text-sm">
                Pay
              </label>
              <select
                id="job-pay"
                className={cn(fieldClasses, "h-10")}
                value={value.pay ?? ""}
                onChange={(e) =>
                  onChange({ ...value, pay: e.target.value ? Number(e.target.value) : undefined })
                }
              >
                <option value="">Any pay</option>
                {PAY_STEPS.map((step) => (
                  <option key={step} value={step}>{`${formatMoney(step)}+ a month`}</option>
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
              Remote only
            </label>
            <Button type="submit" variant="secondary" className="sm:col-span-2 sm:justify-self-start">
              Apply filters
            </Button>
          </fieldset>
        )}
      </form>
      <fieldset className="-mx-1 flex min-w-0 gap-2 overflow-x-auto px-1 pb-1">
        <legend className="sr-only">Job type</legend>
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
            {JOB_TYPE_LABELS[type]}
          </button>
        ))}
      </fieldset>
    </search>
  );
}
