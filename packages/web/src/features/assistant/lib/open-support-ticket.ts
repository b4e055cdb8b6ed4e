import type { AssistantConversation } from "./conversation";

/**
 * "Talk to a person" (issue 22): hands her conversation to Saheli's support desk. The desk (features/support)
 * listens for `saheli:open-support-ticket` on window and calls `preventDefault()` to take it; when nothing takes
 * it, she is sent to the help centre's contact options instead.
 */
export const OPEN_SUPPORT_TICKET_EVENT = "saheli:open-support-ticket";

export function openSupportTicket(conversation: AssistantConversation, fallback: () => void): void {
  const event = new CustomEvent<AssistantConversation>(OPEN_SUPPORT_TICKET_EVENT, {
    detail: conversation,
    cancelable: true,
  });
  const unhandled = window.dispatchEvent(event);
  if (unhandled) fallback();
}
