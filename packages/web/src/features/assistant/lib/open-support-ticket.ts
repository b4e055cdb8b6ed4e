import type { AssistantConversation } from "./conversation";

/**
 * "Talk to a person" (issue 22): hands her conversation to Saheli's support desk. The desk's host in the app
 * shell (features/support) listens for `saheli:open-support-ticket` on window and opens its ticket dialog with
 * `detail.conversation` (role and text of each turn, a file or voice note named in its turn); `detail.transcript`
 * carries the whole conversation, files included, for a desk that takes them.
 */
export const OPEN_SUPPORT_TICKET_EVENT = "saheli:open-support-ticket";

export type SupportTicketDetail = {
  conversation: { role: "user" | "assistant"; text: string }[];
  transcript: AssistantConversation;
};

export function ticketDetailOf(conversation: AssistantConversation): SupportTicketDetail {
  return {
    conversation: conversation.messages
      .map((m) => {
        const files = (m.attachments ?? []).map(
          (a) => `${a.kind === "voice" ? "voice note" : "file"} ${a.name}`,
        );
        const attached = files.length > 0 ? `(attached: ${files.join(", ")})` : "";
        return { role: m.role, text: [m.text, attached].filter(Boolean).join(" ") };
      })
      .filter((turn) => turn.text.trim() !== ""),
    transcript: conversation,
  };
}

export function openSupportTicket(conversation: AssistantConversation): void {
  window.dispatchEvent(
    new CustomEvent<SupportTicketDetail>(OPEN_SUPPORT_TICKET_EVENT, { detail: ticketDetailOf(conversation) }),
  );
}
