import type { OutboxMessage } from "@saheli/core/contracts/auth";

/**
 * Messages that would have been sent, kept in this process only (newest first, at most 200). Codes are
 * secrets, so the outbox never touches the database; it exists for local development and tests.
 */
export type Outbox = {
  add(message: Omit<OutboxMessage, "created_at">, at: Date): void;
  list(): OutboxMessage[];
};

const LIMIT = 200;

export function memoryOutbox(): Outbox {
  const messages: OutboxMessage[] = [];
  return {
    add(message, at) {
      messages.unshift({ ...message, created_at: at.toISOString() });
      messages.length = Math.min(messages.length, LIMIT);
    },
    list: () => [...messages],
  };
}
