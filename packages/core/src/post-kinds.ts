/**
 * Doc 1 §1: the standalone draft offers achievement, insight and question beside thought, article and poll.
 * They are written like a thought; the kind frames the post (a badge on its card, the composer's prompt).
 */
export const DRAFT_KINDS = ["thought", "achievement", "insight", "question"] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

export const DraftKindLabels: Record<DraftKind, { label: string; icon: string; prompt: string }> = {
  thought: { label: "Thought", icon: "💭", prompt: "What do you want to talk about?" },
  achievement: {
    label: "Achievement",
    icon: "🏆",
    prompt: "What did you achieve? Share the win and who helped.",
  },
  insight: { label: "Insight", icon: "💡", prompt: "What have you learned that others could use?" },
  question: { label: "Question", icon: "❓", prompt: "What would you like to ask the community?" },
};

/** The kind a stored post_type names, when it is one of the framed kinds (not a plain thought). */
export function framedKind(postType: string): Exclude<DraftKind, "thought"> | null {
  return postType === "achievement" || postType === "insight" || postType === "question" ? postType : null;
}
