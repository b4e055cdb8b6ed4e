import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** `POST /api/admin/newsletter/issues`: to every confirmed subscriber, each mail with her unsubscribe link. */
export const sendNewsletterIssue = (issue: { subject: string; text: string }) =>
  api.post<{ queued: number; sent: number; failed: number }>("/api/admin/newsletter/issues", issue);

export const useSendNewsletterIssue = () => useMutation({ mutationFn: sendNewsletterIssue });
