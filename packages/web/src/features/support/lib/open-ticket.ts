/** One turn of an assistant conversation, as the assistant shows it. */
export type SupportConversationTurn = { role: "user" | "assistant"; text: string };

/**
 * The window event that opens the "Talk to a person" dialog; `detail` is `{ conversation? }`. Anything may
 * dispatch it (the assistant widget does, through `openSupportTicket`); the dialog's host in the app shell
 * listens for it.
 */
export const SUPPORT_TICKET_EVENT = "saheli:open-support-ticket";

export type SupportTicketRequest = { conversation?: SupportConversationTurn[] };

/**
 * Opens the "Talk to a person" dialog, with the assistant conversation attached when given: she sees it,
 * writes a subject and her message, and the ticket is opened with the conversation as part of it.
 */
export function openSupportTicket(conversation?: SupportConversationTurn[]): void {
  window.dispatchEvent(
    new CustomEvent<SupportTicketRequest>(SUPPORT_TICKET_EVENT, {
      detail: { conversation: conversation?.filter((turn) => turn.text.trim().length > 0) },
    }),
  );
}
