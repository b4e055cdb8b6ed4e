import { BarChart3, CalendarPlus, Clock, Newspaper } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useFeedT } from "../i18n";
import { CelebrationPicker, type CelebrationTemplate } from "./celebration-picker";

type Props = {
  poll: boolean;
  /** Null where events can't be made (in a group). */
  event: boolean | null;
  article: boolean;
  scheduled: boolean;
  scheduling: boolean;
  canPost: boolean;
  busy: boolean;
  onPoll: () => void;
  onEvent: () => void;
  onArticle: () => void;
  onCelebrate: (template: CelebrationTemplate) => void;
  onSchedule: () => void;
  /** "Select Products to Share" / "Select Services to Share" (shown to shop owners only). */
  shareListings?: ReactNode;
  /** "Create with AI" and "Add Location" (issue 21 §3, §4). */
  aiCompose?: ReactNode;
  addLocation?: ReactNode;
};

/** The composer's post-type switches (doc 1 §4: poll, event, article, celebration), scheduling, and Post. */
export function ComposerToolbar(props: Props) {
  const { t } = useFeedT();
  return (
    <div className="sticky bottom-0 flex flex-wrap items-center gap-1 border-border border-t bg-card py-3">
      <Button type="button" variant="ghost" size="sm" aria-pressed={props.poll} onClick={props.onPoll}>
        <BarChart3 aria-hidden /> {props.poll ? t("toolbar.removePoll") : t("toolbar.addPoll")}
      </Button>
      {props.event !== null && (
        <Button type="button" variant="ghost" size="sm" aria-pressed={props.event} onClick={props.onEvent}>
          <CalendarPlus aria-hidden /> {props.event ? t("toolbar.removeEvent") : t("toolbar.addEvent")}
        </Button>
      )}
      <Button type="button" variant="ghost" size="sm" aria-pressed={props.article} onClick={props.onArticle}>
        <Newspaper aria-hidden /> {props.article ? t("toolbar.notArticle") : t("toolbar.article")}
      </Button>
      <CelebrationPicker onPick={props.onCelebrate} />
      {props.shareListings}
      {props.aiCompose}
      {props.addLocation}
      {!props.event && (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          aria-expanded={props.scheduling}
          onClick={props.onSchedule}
        >
          <Clock aria-hidden /> {t("toolbar.schedule")}
        </Button>
      )}
      <span className="flex-1" />
      <Button type="submit" disabled={!props.canPost} loading={props.busy}>
        {props.scheduled ? t("toolbar.schedule") : t("toolbar.post")}
      </Button>
    </div>
  );
}
