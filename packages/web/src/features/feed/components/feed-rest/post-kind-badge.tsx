import { DraftKindLabels, framedKind } from "@saheli/core/post-kinds";
import { useFeedT } from "@/features/feed/i18n";

/** "🏆 Achievement", "💡 Insight" or "❓ Question" above a post of that kind. */
export function PostKindBadge({ postType }: { postType: string }) {
  const kind = framedKind(postType);
  const { t } = useFeedT();
  if (!kind) return null;
  const { icon } = DraftKindLabels[kind];
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-primary text-xs">
      <span aria-hidden>{icon}</span> {t(`kinds.${kind}.label`)}
    </p>
  );
}
