import { FeedLimits } from "@saheli/core/feed";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { useFeedT } from "../i18n";

type Props = {
  label: string;
  busy: boolean;
  onSubmit: (content: string) => Promise<unknown>;
  autoFocus?: boolean;
};

/** A comment or a reply: up to 1000 characters, trimmed; cleared once it is posted. */
export function CommentForm({ label, busy, onSubmit, autoFocus }: Props) {
  const [content, setContent] = useState("");
  const trimmed = content.trim();
  const { t } = useFeedT();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!trimmed) return;
    await onSubmit(trimmed).then(
      () => setContent(""),
      () => undefined,
    );
  };
  return (
    <form onSubmit={submit} className="flex items-end gap-2">
      <Textarea
        aria-label={label}
        placeholder={label}
        rows={1}
        value={content}
        maxLength={FeedLimits.commentMax}
        autoFocus={autoFocus}
        onChange={(event) => setContent(event.target.value)}
        className="min-h-10 flex-1 resize-y"
      />
      <Button type="submit" size="sm" disabled={!trimmed} loading={busy}>
        {t("comments.post")}
      </Button>
    </form>
  );
}
