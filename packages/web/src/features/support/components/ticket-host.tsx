import { lazy, Suspense, useEffect, useState } from "react";
import { SUPPORT_TICKET_EVENT, type SupportTicketRequest } from "../lib/open-ticket";

const TicketDialog = lazy(() => import("./ticket-dialog").then((m) => ({ default: m.TicketDialog })));

/**
 * Mounted once in the app shell: opens the "Talk to a person" dialog when anything dispatches
 * `SUPPORT_TICKET_EVENT` (see `openSupportTicket`). The dialog's code arrives the first time it opens.
 */
export function SupportTicketHost() {
  const [request, setRequest] = useState<SupportTicketRequest | null>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onRequest = (event: Event) => {
      setRequest((event as CustomEvent<SupportTicketRequest>).detail ?? {});
      setOpen(true);
    };
    window.addEventListener(SUPPORT_TICKET_EVENT, onRequest);
    return () => window.removeEventListener(SUPPORT_TICKET_EVENT, onRequest);
  }, []);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <TicketDialog open={open} onOpenChange={setOpen} conversation={request.conversation} />
    </Suspense>
  );
}
