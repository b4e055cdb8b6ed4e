import { CartLimits, cartTotals } from "@saheli/core/cart";
import type { CheckoutQuote } from "@saheli/core/contracts/orders";
import { unitPrice } from "@saheli/core/listings";
import { formatMoney } from "@saheli/core/money";
import { codRefusal, OrderMessages, type PaymentMethod } from "@saheli/core/orders";
import { holidayRefusal } from "@saheli/core/shop-front";
import type { CheckoutLine } from "./orders.queries.js";

export type PlanAddress = { pincode: string };
export type PlanSettings = { codMaxOrder: number; onlinePayments: boolean };

export type PlannedShop = CheckoutQuote["shops"][number] & {
  shop_owner_id: string;
  source: CheckoutLine[];
};
export type CheckoutPlan = Omit<CheckoutQuote, "address" | "shops"> & { shops: PlannedShop[] };

const round = (value: number) => Math.round(value * 100) / 100;

export const MIXED_CURRENCIES =
  "Your cart has prices in more than one currency; please buy them one shop at a time";

/**
 * Her cart as checkout sees it (pure, from rows read or locked by the caller): one order per shop with its
 * lines, shipping and total, what stops the checkout in words (gone, sold out, mixed currencies), and which
 * ways to pay are open. The amounts come only from the listings, never from the request.
 */
export function planCheckout(
  lines: readonly CheckoutLine[],
  address: PlanAddress,
  settings: PlanSettings,
): CheckoutPlan {
  const problems: string[] = [];
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.listing_id, (wanted.get(line.listing_id) ?? 0) + line.quantity);
  const said = new Set<string>();
  // Holiday mode: her listings stay visible, but nothing of her shop can be bought until she is back.
  const resting = new Set<string>();
  for (const line of lines) {
    if (!line.holiday_mode || resting.has(line.shop_id)) continue;
    resting.add(line.shop_id);
    problems.push(holidayRefusal(line.shop_name, line.holiday_message));
  }
  for (const line of lines) {
    if (said.has(line.listing_id)) continue;
    said.add(line.listing_id);
    if (!line.on_sale) problems.push(OrderMessages.unavailable(line.title));
    else if (line.listing_type === "service") problems.push(OrderMessages.bookService(line.title));
    else if (line.listing_type === "physical" && line.stock <= 0)
      problems.push(OrderMessages.soldOut(line.title));
    else if (line.listing_type === "physical" && (wanted.get(line.listing_id) ?? 0) > line.stock)
      problems.push(OrderMessages.onlyLeft(line.title, line.stock));
  }
  const currencies = new Set(lines.map((line) => line.currency));
  if (currencies.size > 1) problems.push(MIXED_CURRENCIES);
  if (lines.length === 0) problems.push(OrderMessages.emptyCart);

  const priced = lines.map((line) => ({
    line,
    quantity: line.quantity,
    listing: { ...line, price: line.price, sale_price: line.sale_price, shop_id: line.shop_id },
  }));
  const cart = cartTotals(priced);
  const byShop = new Map<string, CheckoutLine[]>();
  for (const line of lines) byShop.set(line.shop_id, [...(byShop.get(line.shop_id) ?? []), line]);

  const currency = lines[0]?.currency ?? "INR";
  const shops: PlannedShop[] = [...byShop.values()].map((group) => {
    const first = group[0]!;
    const shopLines = group.map((line) => {
      const price = unitPrice(line);
      return {
        cart_item_id: line.cart_item_id,
        listing_id: line.listing_id,
        slug: line.slug,
        title: line.title,
        listing_type: line.listing_type,
        variant_data: line.variant_data ?? null,
        unit_price: price,
        quantity: line.quantity,
        line_total: round(price * line.quantity),
        image_url: line.image_url,
      };
    });
    const subtotal = round(shopLines.reduce((sum, l) => sum + l.line_total, 0));
    const parcel = group.some((line) => line.listing_type === "physical");
    // The cart's rule, kept at checkout: 50 for each shop with a parcel unless the whole cart ships free.
    const shipping = parcel && !cart.freeShipping ? CartLimits.shippingPerVendor : 0;
    const total = round(subtotal + shipping);
    return {
      shop_id: first.shop_id,
      shop_name: first.shop_name,
      shop_slug: first.shop_slug,
      shop_owner_id: first.shop_owner_id,
      currency: first.currency,
      lines: shopLines,
      subtotal,
      shipping,
      total,
      cod_refusal: codRefusal(
        {
          shopName: first.shop_name,
          codEnabled: first.cod_enabled,
          blockedPincodes: first.cod_blocked_pincodes,
          pincode: address.pincode,
          total,
          ceiling: settings.codMaxOrder,
          hasDigital: group.some((line) => line.listing_type === "digital"),
        },
        (amount) => formatMoney(amount, first.currency),
      ),
      source: group,
    };
  });

  const codReason = shops.find((shop) => shop.cod_refusal)?.cod_refusal ?? null;
  const methods: { method: PaymentMethod; available: boolean; reason: string | null }[] = [
    { method: "cod", available: codReason === null && shops.length > 0, reason: codReason },
    { method: "razorpay", available: settings.onlinePayments && shops.length > 0, reason: null },
  ];
  return {
    shops,
    subtotal: round(shops.reduce((sum, shop) => sum + shop.subtotal, 0)),
    shipping: round(shops.reduce((sum, shop) => sum + shop.shipping, 0)),
    total: round(shops.reduce((sum, shop) => sum + shop.total, 0)),
    currency,
    payment_methods: methods,
    problems,
  };
}
