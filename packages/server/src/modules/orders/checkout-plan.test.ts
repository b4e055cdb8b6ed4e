import { OrderMessages } from "@saheli/core/orders";
import { holidayRefusal } from "@saheli/core/shop-front";
import { describe, expect, it } from "vitest";
import { MIXED_CURRENCIES, planCheckout } from "./checkout-plan.js";
import type { CheckoutLine } from "./orders.queries.js";

let n = 0;
function line(over: Partial<CheckoutLine> = {}): CheckoutLine {
  n += 1;
  return {
    cart_item_id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    quantity: 1,
    variant_data: null,
    listing_id: `10000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
    slug: `item-${n}`,
    title: `Item ${n}`,
    price: 400,
    sale_price: null,
    stock: 5,
    listing_type: "physical",
    hsn_code: null,
    gst_rate: null,
    digital_file_path: null,
    image_url: null,
    on_sale: true,
    shop_id: "20000000-0000-4000-8000-000000000001",
    shop_name: "Asha's Loom",
    shop_slug: "ashas-loom",
    shop_owner_id: "30000000-0000-4000-8000-000000000001",
    currency: "INR",
    cod_enabled: true,
    cod_blocked_pincodes: [],
    holiday_mode: false,
    holiday_message: null,
    ...over,
  };
}

const settings = { codMaxOrder: 10_000, onlinePayments: true };
const address = { pincode: "560001" };
const other = {
  shop_id: "20000000-0000-4000-8000-000000000002",
  shop_name: "Lata Crafts",
  shop_slug: "lata",
};

describe("planCheckout", () => {
  it("makes one order per shop, shipping each parcel unless the whole cart ships free", () => {
    const plan = planCheckout(
      [line({ quantity: 2, price: 300 }), line({ ...other, price: 300 })],
      address,
      settings,
    );
    expect(plan.shops.map((s) => [s.shop_name, s.subtotal, s.shipping, s.total])).toEqual([
      ["Asha's Loom", 600, 50, 650],
      ["Lata Crafts", 300, 50, 350],
    ]);
    const free = planCheckout([line({ price: 700 }), line({ ...other, price: 400 })], address, settings);
    expect(free.shipping).toBe(0);
    expect(free.total).toBe(1100);
  });

  it("charges no shipping for a shop that sends nothing, and sends services to be booked", () => {
    const plan = planCheckout(
      [
        line({ listing_type: "digital", price: 199 }),
        line({ ...other, listing_type: "service", price: 500, title: "Mehendi at home" }),
      ],
      address,
      settings,
    );
    expect(plan.shipping).toBe(0);
    expect(plan.payment_methods[0]).toEqual({
      method: "cod",
      available: false,
      reason: OrderMessages.codNotForDigital,
    });
    expect(plan.problems).toEqual([OrderMessages.bookService("Mehendi at home")]);
  });

  it("names what stops the checkout, once per listing", () => {
    const scarce = line({ title: "Kantha quilt", stock: 2 });
    const plan = planCheckout(
      [
        { ...scarce, quantity: 2 },
        {
          ...scarce,
          cart_item_id: "00000000-0000-4000-8000-999999999999",
          quantity: 1,
          variant_data: { Size: "L" },
        },
        line({ title: "Gone bag", on_sale: false }),
        line({ title: "Sold bangle", stock: 0 }),
      ],
      address,
      settings,
    );
    expect(plan.problems).toEqual([
      OrderMessages.onlyLeft("Kantha quilt", 2),
      OrderMessages.unavailable("Gone bag"),
      OrderMessages.soldOut("Sold bangle"),
    ]);
    expect(planCheckout([], address, settings).problems).toEqual([OrderMessages.emptyCart]);
    expect(planCheckout([line(), line({ ...other, currency: "USD" })], address, settings).problems).toEqual([
      MIXED_CURRENCIES,
    ]);
  });

  it("prices from the listing's sale price and offers online payment only when it is set up", () => {
    const plan = planCheckout([line({ price: 500, sale_price: 450, quantity: 3 })], address, {
      ...settings,
      onlinePayments: false,
    });
    expect(plan.shops[0]?.lines[0]).toMatchObject({ unit_price: 450, line_total: 1350 });
    expect(plan.payment_methods[1]).toEqual({ method: "razorpay", available: false, reason: null });
  });

  it("pauses buying from a shop on holiday, saying so once per shop in her words", () => {
    const resting = { holiday_mode: true, holiday_message: "Back on 2 December" };
    const plan = planCheckout(
      [line(resting), line(resting), line({ ...other, price: 300 })],
      address,
      settings,
    );
    expect(plan.problems).toEqual([holidayRefusal("Asha's Loom", "Back on 2 December")]);
    expect(plan.problems[0]).toBe("Asha's Loom is on holiday: Back on 2 December");
  });
});
