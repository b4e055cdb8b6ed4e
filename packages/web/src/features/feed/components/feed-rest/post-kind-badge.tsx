import { DraftKindLabels, framedKind } from "@saheli/core/post-kinds";

/** "🏆 Achievement", "💡 Insight" or "❓ Question" above a post of that kind. */
export function PostKindBadge({ postType }: { postType: string }) {
  const kind = framedKind(postType);
  if (!kind) return null;
  const { icon, label } = DraftKindLabels[kind];
  return (
    <p className="inline-flex w-fit items-center gap-1.5 rounded-full bg-primary-soft px-2.5 py-0.5 font-medium text-primary text-xs">
      <span aria-hidden>{icon}</span> {label}
    </p>
  );
}
