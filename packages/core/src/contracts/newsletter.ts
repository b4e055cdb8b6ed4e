import { z } from "zod";

export const NEWSLETTER_CONSENT_TEXT =
  "Send me the Saheli newsletter: new shops, founder stories and community events, about once a month. I can unsubscribe from any issue.";

export const NewsletterMessages = {
  checkInbox: "Check your inbox: we sent a link to confirm your subscription.",
  confirmed: "You're subscribed to the Saheli newsletter.",
  unsubscribed: "You're unsubscribed. We won't send you the newsletter again.",
  badLink: "This link is not valid or has already been used.",
  invalidEmail: "Please enter a valid email address",
} as const;

/** `POST /api/newsletter/subscriptions`: her address; a confirmation e-mail follows (double opt-in). */
export const newsletterSubscribeSchema = z.object({
  email: z.email(NewsletterMessages.invalidEmail).trim().max(254, NewsletterMessages.invalidEmail),
});
export const newsletterTokenSchema = z.object({ token: z.string().min(20).max(200) });
export const newsletterResultSchema = z.object({ message: z.string() });
