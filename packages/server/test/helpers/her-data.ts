import sharp from "sharp";
import type { App } from "../../src/app.js";
import { rows } from "./auth.js";
import { category, list, openShop, physical } from "./marketplace.js";
import { orderOf } from "./orders.js";
import { as, type Member, member } from "./people.js";
import { uploadAs } from "./uploads.js";

/** What identifies her: a dump of the database after her purge must contain none of these. */
export const HER = {
  email: "meera.kapoorwala@saheli.test",
  fullName: "Meera Kapoorwala",
  phone: "9812345678",
  addressLine: "14 Zarinagar Lane",
  addressLine2: "Near Quilvani Temple",
} as const;

export type HerData = {
  her: Member;
  friend: Member;
  vendor: Member;
  postMedia: string;
  chatFile: string;
  orderNumber: string;
  commentWithReply: string;
  commentAlone: string;
};

const png = (colour: string) =>
  sharp({ create: { width: 16, height: 16, channels: 3, background: colour } })
    .png()
    .toBuffer();

const ok = async <T>(label: string, res: Promise<{ statusCode: number; body: string; json(): T }>) => {
  const answer = await res;
  if (answer.statusCode >= 300) throw new Error(`${label}: ${answer.statusCode} ${answer.body}`);
  return answer.json();
};

/**
 * A person with data in every corner of Saheli, made through the API where a person would (posts, comments,
 * reactions, connections, chat with a file, addresses, cart, wishlist, a review) and in SQL for the rest
 * (an order with her delivery address, a push subscription, her phone).
 */
export async function seedHerData(app: App): Promise<HerData> {
  const her = await member(app, HER.email, { full_name: HER.fullName, location: "Zarinagar" });
  await rows(app, "update profiles set phone = $2, bio = $3 where id = $1", [
    her.id,
    `+91${HER.phone}`,
    `${HER.fullName} makes pickles in Zarinagar`,
  ]);
  const friend = await member(app, "friend.of.meera@saheli.test", { full_name: "Asha Friend" });
  const vendor = await member(app, "vendor.for.meera@saheli.test", { full_name: "Bela Vendor" });
  const me = as(app, her);

  // Her post with a photo she uploaded, and a friend's post she comments on and reacts to.
  const upload = await ok<{ url: string; path: string }>(
    "upload",
    uploadAs(app, her, "/api/upload", await png("#c2185b"), "pickles.png", "image/png"),
  );
  await ok(
    "post",
    me.post("/api/posts", { content: `Fresh batch from ${HER.fullName}`, image_urls: [upload.url] }),
  );
  const friendPost = await ok<{ id: string }>(
    "friend post",
    as(app, friend).post("/api/posts", { content: "Hello" }),
  );
  await ok("react", me.post(`/api/posts/${friendPost.id}/reactions`, { reaction_type: "love" }));
  const withReply = await ok<{ id: string }>(
    "comment",
    me.post(`/api/posts/${friendPost.id}/comments`, { content: `Call me, ${HER.phone}` }),
  );
  await ok(
    "reply",
    as(app, friend).post(`/api/posts/${friendPost.id}/comments`, {
      content: "Will do!",
      parent_comment_id: withReply.id,
    }),
  );
  const alone = await ok<{ id: string }>(
    "comment 2",
    me.post(`/api/posts/${friendPost.id}/comments`, { content: `I live on ${HER.addressLine}` }),
  );

  // A connection, and a chat with a file she sent.
  const asked = await ok<{ relation: { connection_id: string } }>(
    "connect",
    me.post("/api/connections", { receiver_id: friend.id }),
  );
  await ok("accept", as(app, friend).post(`/api/connections/${asked.relation.connection_id}/accept`));
  const conversation = await ok<{ id: string }>(
    "conversation",
    me.post("/api/chat/conversations", { participant_ids: [friend.id] }),
  );
  const file = await ok<{ path: string }>(
    "chat file",
    uploadAs(app, her, "/api/chat/files", await png("#1565c0"), "address.png", "image/png"),
  );
  await ok(
    "message",
    me.post(`/api/chat/conversations/${conversation.id}/messages`, {
      content: `Deliver to ${HER.addressLine}`,
      attachments: [file.path],
    }),
  );
  await ok(
    "reply message",
    as(app, friend).post(`/api/chat/conversations/${conversation.id}/messages`, { content: "Got it" }),
  );

  // Her address book, a shop's listing in her cart and wishlist, an order delivered to her, her review.
  await ok(
    "address",
    me.post("/api/locations", {
      name: "Home",
      full_name: HER.fullName,
      phone: HER.phone,
      pincode: "411001",
      city: "Pune",
      state: "Maharashtra",
      address_line: HER.addressLine,
      address_line_2: HER.addressLine2,
      is_default: true,
    }),
  );
  await category(app, "Crafts");
  await openShop(app, vendor, "Bela Crafts", ["Crafts"]);
  const listing = await list(app, vendor, physical());
  await ok("cart", me.post("/api/cart/items", { listing_id: listing.id, quantity: 1 }));
  await ok("wishlist", me.put(`/api/wishlist/${listing.id}`));
  const order = await orderOf(app, her.id, listing.id, "delivered");
  await rows(app, "update orders set shipping_address = $2, contact_phone = $3 where id = $1", [
    order.orderId,
    JSON.stringify({
      full_name: HER.fullName,
      phone: HER.phone,
      address_line: HER.addressLine,
      address_line_2: HER.addressLine2,
      city: "Pune",
      state: "Maharashtra",
      pincode: "411001",
      country: "India",
    }),
    HER.phone,
  ]);
  await ok(
    "review",
    me.post(`/api/listings/${listing.id}/reviews`, { rating: 5, comment: `Lovely, says ${HER.fullName}` }),
  );

  // Her browser's push subscription, and a notification about her that a friend received.
  await rows(
    app,
    `insert into push_subscriptions (endpoint, p256dh, auth, user_id, user_agent)
     values ('https://push.example.test/meera-kapoorwala', 'key', 'auth', $1, 'Meera phone')`,
    [her.id],
  );
  await rows(
    app,
    `insert into notifications (recipient_id, actor_id, type, title, message)
     values ($1, $2, 'mention', 'Mention', $3)`,
    [friend.id, her.id, `${HER.fullName} mentioned you`],
  );

  // A support ticket in her words, her newsletter consent, cookie choice and policy acceptance.
  await rows(
    app,
    `with t as (
       insert into support_tickets (reference, user_id, subject, category, respond_due_at, resolve_due_at)
       values ('SR-MEERA1', $1, $2, 'orders', now() + interval '2 days', now() + interval '30 days') returning id
     ) insert into support_ticket_messages (ticket_id, author_kind, author_id, body) select id, 'member', $1, $3 from t`,
    [her.id, `Parcel for ${HER.fullName}`, `Please call ${HER.phone}`],
  );
  await rows(
    app,
    `insert into newsletter_subscriptions (email, status, user_id, unsubscribe_token_hash, consent_text, requested_at)
     values ($1, 'confirmed', $2, 'hash', 'Send me the Saheli newsletter', now())`,
    [HER.email, her.id],
  );
  await rows(app, "insert into privacy_choices (user_id, analytics) values ($1, true)", [her.id]);
  await rows(app, "insert into legal_acceptances (user_id, slug, version) values ($1, 'terms', 1)", [her.id]);

  return {
    her,
    friend,
    vendor,
    postMedia: upload.path,
    chatFile: file.path,
    orderNumber: order.orderNumber,
    commentWithReply: withReply.id,
    commentAlone: alone.id,
  };
}
