import { createHash, randomBytes } from "node:crypto";
import { AppErrorCode } from "@saheli/core/errors";
import { OrderMessages, OrderRules } from "@saheli/core/orders";
import { shopSlug } from "@saheli/core/slugs";
import { and, eq, gt, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { orderItems, orders } from "../../db/schema/index.js";
import { AppError } from "../../errors.js";
import type { Clock } from "../../platform/clock.js";
import type { Storage } from "../../platform/storage.js";
import type { OrdersService } from "./orders.service.js";

export type DownloadsDeps = { db: Db; clock: Clock; storage: Storage; orders: Pick<OrdersService, "load"> };

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");
const gone = (message: string, status = 410) => new AppError(AppErrorCode.NOT_FOUND, status, message);

/**
 * Digital delivery (issue 18 §7): a paid digital line gets a download link of its own — a random token whose
 * hash is kept, good for 24 hours, renewed from the order page — and each purchase allows 5 downloads, counted
 * as they happen. The file comes from private storage as an attachment, never from /media.
 */
export function downloadsService({ db, clock, storage, orders: ordersOf }: DownloadsDeps) {
  async function link(buyerId: string, orderNumber: string, itemId: string) {
    const { order } = await ordersOf.load(orderNumber, buyerId);
    if (order.buyer_id !== buyerId) throw gone(OrderMessages.notFound, 404);
    const paid =
      order.payment_status === "paid" || (order.total_amount === 0 && order.order_status !== "cancelled");
    if (!paid || order.order_status === "cancelled" || order.order_status === "refunded")
      throw new AppError(AppErrorCode.CONFLICT, 409, OrderMessages.downloadNotReady);
    const [item] = await db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.id, itemId), eq(orderItems.order_id, order.id)));
    if (!item?.digital_file_path) throw gone(OrderMessages.notFound, 404);
    if (item.download_count >= OrderRules.downloadsMax)
      throw new AppError(AppErrorCode.CONFLICT, 409, OrderMessages.downloadsUsed);
    const token = randomBytes(24).toString("base64url");
    const expires = new Date(clock.now().getTime() + OrderRules.downloadLinkHours * 3_600_000);
    await db
      .update(orderItems)
      .set({ download_token_hash: hashOf(token), download_expires_at: expires })
      .where(eq(orderItems.id, item.id));
    return {
      url: `/api/downloads/${token}`,
      expires_at: expires.toISOString(),
      downloads_left: OrderRules.downloadsMax - item.download_count,
      file_name: fileNameOf(item.title, item.digital_file_path),
    };
  }

  /** Counts one download and answers the file, or says why the link no longer works. */
  async function open(token: string) {
    if (!/^[A-Za-z0-9_-]{20,64}$/.test(token)) throw gone("This download link is not valid", 404);
    const [item] = await db
      .update(orderItems)
      .set({ download_count: sql`${orderItems.download_count} + 1` })
      .where(
        and(
          eq(orderItems.download_token_hash, hashOf(token)),
          gt(orderItems.download_expires_at, clock.now()),
          lt(orderItems.download_count, OrderRules.downloadsMax),
          sql`exists (select 1 from ${orders} o where o.id = ${orderItems.order_id}
            and o.order_status not in ('cancelled', 'refunded'))`,
        ),
      )
      .returning();
    if (!item?.digital_file_path)
      throw gone("This download link has expired or was used up. Get a new one from your order page.");
    const info = await storage.stat(item.digital_file_path);
    if (!info) throw gone("This file is no longer available. Please message the shop.");
    return { key: item.digital_file_path, info, fileName: fileNameOf(item.title, item.digital_file_path) };
  }

  return { link, open };
}

function fileNameOf(title: string, path: string) {
  const ext = /\.([a-z0-9]{1,8})$/i.exec(path)?.[1] ?? "bin";
  return `${shopSlug(title) || "download"}.${ext}`;
}

export type DownloadsService = ReturnType<typeof downloadsService>;
