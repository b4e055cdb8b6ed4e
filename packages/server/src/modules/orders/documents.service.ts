import { AppErrorCode } from "@saheli/core/errors";
import { OrderMessages } from "@saheli/core/orders";
import { eq } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { shops } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import { profileLanguage } from "../language/language.queries.js";
import { renderInvoice } from "./documents/invoice.js";
import { renderPackingSlip } from "./documents/packing-slip.js";
import type { DocumentAddress, DocumentLine, DocumentPayment } from "./documents/types.js";
import { orderLines } from "./orders.queries.js";
import type { OrdersService } from "./orders.service.js";

export type DocumentsDeps = { db: Db; orders: Pick<OrdersService, "load"> };

const variantText = (variant: Record<string, string> | null) =>
  variant && Object.keys(variant).length
    ? Object.entries(variant)
        .map(([name, value]) => `${name}: ${value}`)
        .join(", ")
    : null;

/**
 * An order's papers: the GST invoice (to its buyer and its shop, once the shop has confirmed it and it has an
 * invoice number) and the packing slip (to the shop).
 */
export function documentsService({ db, orders }: DocumentsDeps) {
  async function parts(orderNumber: string, viewerId: string) {
    const { order, shop } = await orders.load(orderNumber, viewerId);
    const lines = await orderLines(db, order.id, order.buyer_id);
    const address = order.shipping_address;
    const shipTo: DocumentAddress = {
      name: address.full_name,
      line1: address.address_line,
      line2: address.address_line_2,
      city: address.city,
      state: address.state,
      pincode: address.pincode,
      country: address.country,
      phone: order.contact_phone ?? address.phone,
    };
    const documentLines: DocumentLine[] = lines.map((line) => ({
      title: line.title,
      variant: variantText(line.variant_data ?? null),
      hsn_code: line.hsn_code,
      gst_rate: line.gst_rate,
      quantity: line.quantity,
      unit_price: line.unit_price,
      line_total: line.line_total,
    }));
    return { order, shop, shipTo, documentLines, payment: order.payment_method as DocumentPayment };
  }

  async function invoice(orderNumber: string, viewerId: string) {
    const { order, shop, shipTo, documentLines, payment } = await parts(orderNumber, viewerId);
    if (!order.invoice_number || !order.invoice_date)
      throw new AppError(AppErrorCode.CONFLICT, 409, OrderMessages.invoiceNotReady);
    const [seller] = await db.select().from(shops).where(eq(shops.id, shop.id));
    const business = seller!.business_address;
    const pdf = await renderInvoice(
      {
        invoice_number: order.invoice_number,
        invoice_date: order.invoice_date,
        order_number: order.order_number,
        order_date: order.created_at,
        seller: {
          legal_name: seller!.legal_name || seller!.shop_name,
          shop_name: seller!.shop_name,
          gstin: seller!.tax_id || null,
          address: business
            ? {
                name: seller!.legal_name || seller!.shop_name,
                line1: business.address_line_1,
                line2: business.address_line_2 ?? null,
                city: business.city,
                state: business.state,
                pincode: business.postal_code,
                country: business.country,
                phone: seller!.shop_phone_number,
              }
            : null,
          email: seller!.shop_email,
          phone: seller!.shop_phone_number,
        },
        buyer: shipTo,
        lines: documentLines,
        shipping: order.shipping,
        total: order.total_amount,
        currency: order.currency,
        payment,
      },
      // In the language of the one who downloads it (the buyer, or the shop).
      await profileLanguage(db, { userId: viewerId }),
    );
    return { pdf, fileName: `invoice-${order.order_number}.pdf` };
  }

  async function packingSlip(orderNumber: string, ownerId: string) {
    const { order, shop, shipTo, documentLines, payment } = await parts(orderNumber, ownerId);
    if (shop.owner_id !== ownerId) throw new AppError(AppErrorCode.NOT_FOUND, 404, OrderMessages.notFound);
    const pdf = await renderPackingSlip(
      {
        order_number: order.order_number,
        order_date: order.created_at,
        shop_name: shop.name,
        ship_to: shipTo,
        lines: documentLines,
        payment,
        total: order.total_amount,
        currency: order.currency,
        carrier: order.carrier,
        awb: order.awb,
      },
      // In the language she reads Saheli in.
      await profileLanguage(db, { userId: ownerId }),
    );
    return { pdf, fileName: `packing-slip-${order.order_number}.pdf` };
  }

  return { invoice, packingSlip };
}

export type DocumentsService = ReturnType<typeof documentsService>;
