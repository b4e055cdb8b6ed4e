import type { ChatPerson, Conversation } from "@saheli/core/contracts/chat";

/** The other people in a conversation, as she sees it. */
export const othersIn = (conversation: Conversation, me: string): ChatPerson[] =>
  conversation.participants.filter((p) => p.id !== me);

/** A group's title, or the other person's name in a direct conversation. */
export function conversationTitle(conversation: Conversation, me: string): string {
  if (conversation.type === "group") return conversation.title || "New Group";
  const other = othersIn(conversation, me)[0];
  return other?.full_name || other?.username || "Saheli member";
}
