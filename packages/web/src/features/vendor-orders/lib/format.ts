import type { Order, OrderSummary } from "@saheli/core/contracts/orders";

const formats = new Map<string, { day: Intl.DateTimeFormat; dayAndTime: Intl.DateTimeFormat }>();

/** The formatters of one locale (`en-IN` unless her language says otherwise), made once. */
function formatsIn(locale: string) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric" }),
      dayAndTime: new Intl.DateTimeFormat(locale, {
        day: "numeric",
        month: "short",
        year: "numeric",
        hour: "numeric",
        minute: "2-digit",
      }),
    };
    formats.set(locale, found);
  }
  return found;
}

function parsed(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '5 Mar 2026'. */
export function formatDay(iso: string, locale = "en-IN"): string {
  const date = parsed(iso);
  return date ? formatsIn(locale).day.format(date) : "";
}

/** '5 Mar 2026, 3:45 pm'. */
export function formatDayAndTime(iso: string, locale = "en-IN"): string {
  const date = parsed(iso);
  return date ? formatsIn(locale).dayAndTime.format(date) : "";
}

export type PaymentColumn = "refunded" | "void" | "cod" | "codCollected" | "awaiting" | "paid";

/** The payment column (a key of the catalogue's `paymentColumn`): cash to collect, or an online payment's state. */
export function paymentLabel(order: Pick<OrderSummary, "payment_method" | "payment_status">): PaymentColumn {
  if (order.payment_status === "refunded") return "refunded";
  if (order.payment_status === "void") return "void";
  if (order.payment_method === "cod") return order.payment_status === "collected" ? "codCollected" : "cod";
  return order.payment_status === "awaiting" ? "awaiting" : "paid";
}

/** 'Size: M, Colour: Indigo', or null for a line without choices. */
export function variantText(variant: Order["items"][number]["variant_data"]): string | null {
  const parts = Object.entries(variant ?? {}).map(([name, value]) => `${name}: ${value}`);
  return parts.length > 0 ? parts.join(", ") : null;
}
