const all = ["chat"] as const;

export const chatKeys = {
  all,
  conversations: [...all, "conversations"] as const,
  conversation: (id: string) => [...all, "conversation", id] as const,
  messages: (conversationId: string) => [...all, "messages", conversationId] as const,
  people: (q: string) => [...all, "people", q] as const,
};
