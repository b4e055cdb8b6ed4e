import {
  AssistantLimits,
  answerSentences,
  meaningfulWords,
  returnDeadline,
  returnWindowSentence,
} from "@saheli/core/assistant";
import type { AssistantAction, AssistantLink } from "@saheli/core/contracts/assistant";
import type { Order } from "@saheli/core/contracts/orders";
import { formatMoney } from "@saheli/core/money";
import { OrderStatusLabels, PaymentMethodLabels } from "@saheli/core/orders";
import type { ArticleHit } from "./assistant.queries.js";

/** Pure wording of the assistant's answers from what the server found (unit-tested beside). */

const day = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "Asia/Kolkata",
});
const dateOf = (iso: string | Date) => day.format(typeof iso === "string" ? new Date(iso) : iso);

export const articleUrl = (id: string) => `/support/kb/${encodeURIComponent(id)}`;

const RETURNISH = /\b(return|returns|returning|refund|refunds|refunded|money back|exchange)\b/i;
export const asksAboutReturns = (text: string) => RETURNISH.test(text);

/** Her order as the orders module showed it to her (buyer or the selling shop), in a few sentences. */
export function orderAnswer(
  order: Order,
  wantsReturn: boolean,
  now: Date,
): { response: string; actions: AssistantAction[] } {
  const lines: string[] = [];
  const status = OrderStatusLabels[order.order_status];
  lines.push(
    order.viewer === "vendor"
      ? `Order ${order.order_number} was placed with your shop ${order.shop.name} by ${order.buyer.name}. Status: ${status}.`
      : `Order ${order.order_number} from ${order.shop.name}. Status: ${status}.`,
  );
  lines.push(
    `Placed on ${dateOf(order.created_at)}; total ${formatMoney(order.total_amount, order.currency)} (${PaymentMethodLabels[order.payment_method]}).`,
  );
  if (order.shipped_at) {
    const courier = order.carrier ? ` with ${order.carrier}` : "";
    const awb = order.awb ? `, tracking number ${order.awb}` : "";
    lines.push(`Shipped on ${dateOf(order.shipped_at)}${courier}${awb}.`);
  }
  if (order.delivered_at) lines.push(`Delivered on ${dateOf(order.delivered_at)}.`);
  if (order.cancelled_at) lines.push(`Cancelled on ${dateOf(order.cancelled_at)}.`);

  const page =
    order.viewer === "vendor"
      ? `/vendor/orders/${encodeURIComponent(order.order_number)}`
      : `/commerce/orders/${encodeURIComponent(order.order_number)}`;
  const actions: AssistantAction[] = [{ label: `Open order ${order.order_number}`, href: page }];
  if (order.tracking_url && /^https?:\/\//.test(order.tracking_url))
    actions.push({ label: "Track the parcel", href: order.tracking_url });

  if (order.viewer === "buyer") {
    const deadline = returnDeadline(order.delivered_at);
    if (order.next_moves.includes("return_requested") && deadline) {
      lines.push(
        `${returnWindowSentence()} You can ask for a return of this order until ${dateOf(deadline)}: open the order and choose Request a return. The shop decides, and you are told either way.`,
      );
      if (wantsReturn) actions.push({ label: "Request a return", href: page });
    } else if (order.order_status === "delivered" && deadline && deadline < now) {
      lines.push(`${returnWindowSentence()} The return window of this order closed on ${dateOf(deadline)}.`);
    } else if (order.next_moves.includes("cancelled")) {
      lines.push(
        wantsReturn
          ? "A return can be requested once the order is delivered; until it ships you can cancel it yourself from the order page."
          : "You can cancel it yourself from the order page until it ships.",
      );
    } else if (order.order_status === "return_requested") {
      lines.push("Your return request is with the shop, and you will be told when it decides.");
    } else if (order.order_status === "return_approved") {
      lines.push(
        order.payment_method === "razorpay"
          ? "The shop approved your return; the refund goes back the way you paid, usually within 5–7 working days of the shop marking it refunded."
          : "The shop approved your return and refunds you directly, as the order was paid in cash.",
      );
    } else if (order.order_status === "refunded") {
      lines.push("This order has been refunded.");
    }
  }
  return { response: lines.join(" "), actions };
}

/** How well the best article covers her question: the share of her meaningful words it contains. */
export function coverage(article: Pick<ArticleHit, "title" | "content">, question: string): number {
  const words = meaningfulWords(question);
  if (words.length === 0) return 0;
  const text = `${article.title} ${article.content}`.toLowerCase();
  const found = words.filter((word) => text.includes(word.replace(/(ing|ed|es|s)$/, ""))).length;
  return found / words.length;
}

/** The articles worth citing: the best, and the next ones that rank at least half as well. */
export function citable(articles: ArticleHit[]): ArticleHit[] {
  const best = articles[0];
  if (!best) return [];
  return articles.filter((a) => a.rank >= best.rank * 0.5).slice(0, AssistantLimits.sources);
}

export const linkOf = (article: Pick<ArticleHit, "id" | "title">): AssistantLink => ({
  title: article.title,
  url: articleUrl(article.id),
});

/** An answer in Saheli's own words: the best article's sentences that answer her, and the return rule quoted. */
export function articleAnswer(article: ArticleHit, question: string): string {
  const returns = asksAboutReturns(question) || article.id === "returns-and-refunds";
  let sentences = answerSentences(article.content, question, 3);
  // The return window is quoted from the orders' own rule, never from an article's copy of it.
  if (returns) sentences = sentences.filter((s) => !/\bdays of delivery\b/.test(s));
  const body = [returns ? returnWindowSentence() : null, ...sentences].filter(Boolean).join(" ");
  return `${body}\n\nFrom the help article “${article.title}”.`;
}
