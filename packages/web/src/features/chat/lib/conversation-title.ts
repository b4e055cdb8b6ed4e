import type { ChatPerson, Conversation } from "@saheli/core/contracts/chat";

/** The other people in a conversation, as she sees it. */
export const othersIn = (conversation: Conversation, me: string): ChatPerson[] =>
  conversation.participants.filter((p) => p.id !== me);

/** What a conversation is called without a title or a name, in her language. */
export type TitleFallbacks = { newGroup: string; member: string };

/** A group's title, or the other person's name in a direct conversation. */
export function conversationTitle(conversation: Conversation, me: string, fallbacks: TitleFallbacks): string {
  if (conversation.type === "group") return conversation.title || fallbacks.newGroup;
  const other = othersIn(conversation, me)[0];
  return other?.full_name || other?.username || fallbacks.member;
}
