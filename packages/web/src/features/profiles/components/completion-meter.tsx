import type { Completion } from "@saheli/core/contracts/profiles";
import { ChevronRight } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { type ProfileDialogRequest, useProfileDialog } from "./profile-dialogs";

const PROMPTS: Record<string, { label: string; dialog: ProfileDialogRequest }> = {
  full_name: { label: "Add your full name", dialog: { kind: "edit" } },
  avatar_url: { label: "Add a profile photo", dialog: { kind: "edit" } },
  bio: { label: "Write a short bio", dialog: { kind: "edit" } },
  headline: { label: "Add a headline", dialog: { kind: "edit" } },
  experience: { label: "Add your experience", dialog: { kind: "experience" } },
  education: { label: "Add your education", dialog: { kind: "education" } },
  skills: { label: "Add your skills", dialog: { kind: "skill" } },
  cover_url: { label: "Add a cover image", dialog: { kind: "edit" } },
  occupation: { label: "Add your occupation", dialog: { kind: "edit" } },
  location: { label: "Add your location", dialog: { kind: "edit" } },
  website: { label: "Add your website", dialog: { kind: "edit" } },
  business_name: { label: "Add your business name", dialog: { kind: "edit" } },
};

/** The owner's completion score (doc 2 §5, threshold 35) and what is missing, each a step she can take. */
export function CompletionMeter({ completion }: { completion: Completion }) {
  const open = useProfileDialog();
  const { score, threshold, meets_threshold: meets } = completion;
  if (score >= 100) return null;
  const prompts = completion.missing.flatMap((item) => PROMPTS[item] ?? []).slice(0, 4);
  return (
    <Card>
      <section aria-labelledby="profile-completion" className="grid gap-3 p-5">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="profile-completion" className="font-display font-semibold text-foreground text-lg">
            Complete your profile
          </h2>
          <span className="font-semibold text-primary tabular-nums">{score}%</span>
        </div>
        <meter className="sr-only" min={0} max={100} low={threshold} optimum={100} value={score}>
          Profile completion {score}%
        </meter>
        <div aria-hidden className="relative h-2.5 overflow-hidden rounded-full bg-muted">
          <div
            className={cn("h-full rounded-full transition-[width]", meets ? "bg-primary" : "bg-accent")}
            style={{ width: `${score}%` }}
          />
          <span className="absolute inset-y-0 w-0.5 bg-foreground/30" style={{ left: `${threshold}%` }} />
        </div>
        <p className="text-muted-foreground text-sm">
          {meets
            ? "Profiles with more detail get more connections and more trust from buyers."
            : `Add your name, photo and a short bio to reach ${threshold}%, the minimum for a profile others can trust.`}
        </p>
        {prompts.length > 0 && (
          <ul className="grid gap-1">
            {prompts.map((prompt) => (
              <li key={prompt.label}>
                <button
                  type="button"
                  onClick={() => open(prompt.dialog)}
                  className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left font-medium text-foreground text-sm transition-colors hover:bg-primary-soft hover:text-primary"
                >
                  {prompt.label}
                  <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
