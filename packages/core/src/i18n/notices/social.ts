import { CallMessages, missedCallMessage } from "../../calls";
import { call } from "../hi/messages/call";
import type { WordGroup } from "./words";

type By = { name: string | null };

/**
 * The community's news: reactions, comments, mentions, follows, reviews. A message is shown under the person's
 * name and picture, so some say only what she did ("started following Asha's Crafts").
 */
export const SocialWords = {
  reaction: { en: () => "New reaction", hi: () => "नया रिएक्शन" },
  reactionText: {
    en: (p: By) => `${p.name ?? "Someone"} reacted to your post`,
    hi: (p: By) => `${p.name ?? "किसी"} ने आपकी पोस्ट पर रिएक्शन दिया`,
  },
  comment: { en: () => "New comment", hi: () => "नया कमेंट" },
  commentText: {
    en: (p: By) => `${p.name ?? "Someone"} commented on your post`,
    hi: (p: By) => `${p.name ?? "किसी"} ने आपकी पोस्ट पर कमेंट किया`,
  },
  reply: { en: () => "New reply", hi: () => "नया जवाब" },
  replyText: {
    en: (p: By) => `${p.name ?? "Someone"} replied to your comment`,
    hi: (p: By) => `${p.name ?? "किसी"} ने आपके कमेंट का जवाब दिया`,
  },
  mention: { en: () => "You were mentioned", hi: () => "आपको मेंशन किया गया" },
  mentionText: {
    en: (p: By) => `${p.name ?? "Someone"} mentioned you in a post`,
    hi: (p: By) => `${p.name ?? "किसी"} ने एक पोस्ट में आपको मेंशन किया`,
  },
  shopFollow: { en: () => "New shop follower", hi: () => "शॉप का नया फ़ॉलोअर" },
  shopFollowText: {
    en: (p: { shop: string }) => `started following ${p.shop}`,
    hi: (p: { shop: string }) => `${p.shop} को फ़ॉलो करना शुरू किया`,
  },
  review: { en: () => "New review", hi: () => "नया रिव्यू" },
  reviewText: {
    en: (p: { listing: string; rating: number }) =>
      `gave ${p.listing} ${p.rating} ${p.rating === 1 ? "star" : "stars"}`,
    hi: (p: { listing: string; rating: number }) =>
      `${p.listing} को ${p.rating} ${p.rating === 1 ? "स्टार दिया" : "स्टार दिए"}`,
  },
  reviewReply: { en: () => "The shop replied to your review", hi: () => "शॉप ने आपके रिव्यू का जवाब दिया" },
  reviewReplyText: {
    en: (p: { listing: string }) => `replied to your review of ${p.listing}`,
    hi: (p: { listing: string }) => `${p.listing} पर आपके रिव्यू का जवाब दिया`,
  },
} as const satisfies WordGroup;

/** A call she missed (the title is core's `call.missedTitle`, in each language's catalogue). */
export const CallWords = {
  missed: { en: () => CallMessages.missedTitle, hi: () => call.missedTitle },
  missedText: {
    en: (p: By) => missedCallMessage(p.name),
    hi: (p: By) => `${p.name?.trim() || "एक सदस्य"} ने आपको कॉल किया`,
  },
} as const satisfies WordGroup;

/** An admin's decision on her radio show. */
export const RadioWords = {
  approved: {
    en: (p: { show: string }) => `${p.show} is on Saheli Radio`,
    hi: (p: { show: string }) => `${p.show} अब सहेली रेडियो पर है`,
  },
  approvedText: {
    en: () => "Your show was approved. Upload your first episode.",
    hi: () => "आपका शो मंज़ूर हो गया है। अपना पहला एपिसोड अपलोड करें।",
  },
  declined: {
    en: (p: { show: string }) => `${p.show} was not approved`,
    hi: (p: { show: string }) => `${p.show} मंज़ूर नहीं हुआ`,
  },
  declinedText: {
    en: (p: { reason: string | null }) => `An admin declined your show: ${p.reason}`,
    hi: (p: { reason: string | null }) => `एक एडमिन ने आपका शो नामंज़ूर कर दिया: ${p.reason}`,
  },
} as const satisfies WordGroup;
