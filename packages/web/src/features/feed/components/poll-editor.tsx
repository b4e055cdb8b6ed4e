import { POLL_DURATIONS_DAYS } from "@saheli/core/contracts/feed";
import { FeedLimits } from "@saheli/core/feed";
import { Plus, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { useFeedT } from "../i18n";

export type PollDraft = {
  question: string;
  options: string[];
  duration_days: number;
  allow_multiple: boolean;
};

export const EMPTY_POLL: PollDraft = {
  question: "",
  options: ["", ""],
  duration_days: 1,
  allow_multiple: false,
};

/** Doc 1 §4: two empty options to start, up to four, removable while more than two remain. */
export function isPollComplete(poll: PollDraft) {
  return poll.question.trim() !== "" && poll.options.every((option) => option.trim() !== "");
}

export function PollEditor({ poll, onChange }: { poll: PollDraft; onChange: (poll: PollDraft) => void }) {
  const { t } = useFeedT();
  const setOption = (index: number, value: string) =>
    onChange({ ...poll, options: poll.options.map((o, i) => (i === index ? value : o)) });
  return (
    <fieldset className="grid gap-3 rounded-xl border border-border p-3">
      <legend className="px-1 font-medium text-sm">{t("poll.legend")}</legend>
      <div className="grid gap-1.5">
        <Label htmlFor="poll-question">{t("poll.question")}</Label>
        <Input
          id="poll-question"
          value={poll.question}
          maxLength={FeedLimits.pollQuestionMax}
          onChange={(event) => onChange({ ...poll, question: event.target.value })}
        />
      </div>
      {poll.options.map((option, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: options are positions; their text changes as she types.
        <div key={index} className="flex items-center gap-2">
          <Input
            aria-label={t("poll.option", { n: index + 1 })}
            placeholder={t("poll.option", { n: index + 1 })}
            value={option}
            maxLength={FeedLimits.pollOptionMax}
            onChange={(event) => setOption(index, event.target.value)}
          />
          {poll.options.length > FeedLimits.pollOptionsMin && (
            <Button
              variant="ghost"
              size="icon"
              aria-label={t("poll.removeOption", { n: index + 1 })}
              onClick={() => onChange({ ...poll, options: poll.options.filter((_, i) => i !== index) })}
            >
              <X aria-hidden />
            </Button>
          )}
        </div>
      ))}
      {poll.options.length < FeedLimits.pollOptionsMax && (
        <Button
          variant="ghost"
          size="sm"
          className="justify-self-start"
          onClick={() => onChange({ ...poll, options: [...poll.options, ""] })}
        >
          <Plus aria-hidden /> {t("poll.addOption")}
        </Button>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <div className="grid gap-1.5">
          <Label htmlFor="poll-duration">{t("poll.duration")}</Label>
          <Select
            value={String(poll.duration_days)}
            onValueChange={(v) => onChange({ ...poll, duration_days: Number(v) })}
          >
            <SelectTrigger id="poll-duration" className="w-36">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {POLL_DURATIONS_DAYS.map((days) => (
                <SelectItem key={days} value={String(days)}>
                  {t(`poll.durations.${days}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <label className="mt-5 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={poll.allow_multiple}
            onChange={(event) => onChange({ ...poll, allow_multiple: event.target.checked })}
            className="size-4 accent-primary"
          />
          {t("poll.multiple")}
        </label>
      </div>
    </fieldset>
  );
}
