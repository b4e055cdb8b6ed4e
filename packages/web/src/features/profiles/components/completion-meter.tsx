import type { Completion } from "@saheli/core/contracts/profiles";
import { ChevronRight } from "lucide-react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { useProfilesT } from "../i18n";
import { type ProfileDialogRequest, useProfileDialog } from "./profile-dialogs";

const PROMPTS = {
  full_name: { kind: "edit" },
  avatar_url: { kind: "edit" },
  bio: { kind: "edit" },
  headline: { kind: "edit" },
  experience: { kind: "experience" },
  education: { kind: "education" },
  skills: { kind: "skill" },
  cover_url: { kind: "edit" },
  occupation: { kind: "edit" },
  location: { kind: "edit" },
  website: { kind: "edit" },
  business_name: { kind: "edit" },
} satisfies Record<string, ProfileDialogRequest>;
type Prompt = keyof typeof PROMPTS;
const isPrompt = (item: string): item is Prompt => Object.hasOwn(PROMPTS, item);

/** The owner's completion score (doc 2 §5, threshold 35) and what is missing, each a step she can take. */
export function CompletionMeter({ completion }: { completion: Completion }) {
  const { t } = useProfilesT();
  const open = useProfileDialog();
  const { score, threshold, meets_threshold: meets } = completion;
  if (score >= 100) return null;
  const prompts = completion.missing.filter(isPrompt).slice(0, 4);
  return (
    <Card>
      <section aria-labelledby="profile-completion" className="grid gap-3 p-5">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="profile-completion" className="font-display font-semibold text-foreground text-lg">
            {t("completion.title")}
          </h2>
          <span className="font-semibold text-primary tabular-nums">{score}%</span>
        </div>
        <meter className="sr-only" min={0} max={100} low={threshold} optimum={100} value={score}>
          {t("completion.meter", { score })}
        </meter>
        <div aria-hidden className="relative h-2.5 overflow-hidden rounded-full bg-muted">
          <div
            className={cn("h-full rounded-full transition-[width]", meets ? "bg-primary" : "bg-accent")}
            style={{ width: `${score}%` }}
          />
          <span className="absolute inset-y-0 w-0.5 bg-foreground/30" style={{ left: `${threshold}%` }} />
        </div>
        <p className="text-muted-foreground text-sm">
          {meets ? t("completion.more") : t("completion.reach", { threshold })}
        </p>
        {prompts.length > 0 && (
          <ul className="grid gap-1">
            {prompts.map((prompt) => (
              <li key={prompt}>
                <button
                  type="button"
                  onClick={() => open(PROMPTS[prompt])}
                  className="flex w-full items-center justify-between gap-2 rounded-lg px-3 py-2 text-left font-medium text-foreground text-sm transition-colors hover:bg-primary-soft hover:text-primary"
                >
                  {t(`completion.prompts.${prompt}`)}
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
