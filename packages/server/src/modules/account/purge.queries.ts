import { sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connect.js";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** What a kept comment of hers reads once she is gone: others' replies still answer something. */
export const DELETED_COMMENT_TEXT = "This comment was deleted.";

/** The name an order she bought keeps for the shop's tax records (issue 22 §4). */
export const DELETED_BUYER_NAME = "Deleted member";

/**
 * Every stored file that is hers or about her, by key: her avatar and cover, her posts' media, the chat files she
 * sent, return photos, uploads not yet used, a verification photo still waiting, her data archives, and her radio
 * shows' covers and episodes (her voice).
 * Deleting them all is safe to repeat: a file already gone is simply not there.
 */
export async function findFilesToPurge(db: Db, userId: string): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select avatar_path as key from profiles where id = ${userId} and avatar_path is not null
      union select cover_path from profiles where id = ${userId} and cover_path is not null
      union select substr(u, 8) from posts, unnest(image_urls || video_urls || media_urls) as u
        where user_id = ${userId} and u like '/media/%'
      union select substr(u, 8) from post_versions v join posts p on p.id = v.post_id,
        unnest(v.image_urls || v.video_urls) as u where p.user_id = ${userId} and u like '/media/%'
      union select a->>'path' from messages, jsonb_array_elements(attachments) as a where sender_id = ${userId}
      union select substr(u, 8) from orders, unnest(return_photos) as u
        where buyer_id = ${userId} and u like '/media/%'
      union select path from pending_uploads where user_id = ${userId}
      union select image_key from verification_requests where user_id = ${userId} and image_key is not null
      union select p->>'key' from data_exports, jsonb_array_elements(parts) as p where user_id = ${userId}
      union select cv_path from job_applications where applicant_id = ${userId} and cv_path is not null
      union select e.storage_key from radio_episodes e join radio_shows s on s.id = e.show_id
        where s.host_id = ${userId}
      union select substr(cover_url, 8) from radio_shows where host_id = ${userId} and cover_url like '/media/%'`),
  );
  return rows.map((r) => String(r.key ?? "")).filter((key) => key.length > 0);
}

/**
 * The rest of her traces, in the purge's transaction (issue 22 §4): her addresses, cart, wishlist, push
 * subscriptions and preferences, notifications to and about her, the messages and files she sent, her
 * reactions and comments (kept only where others replied, their words removed), her reviews' words, her
 * archives; and what others must keep is anonymised: an order she bought keeps only what a tax invoice needs
 * of a buyer (place of supply: city, state, pincode), her name replaced. Counters move with their rows.
 */
export async function purgeTraces(tx: Executor, userId: string, now: Date) {
  const run = (query: ReturnType<typeof sql>) => tx.execute(query);
  await run(sql`delete from delivery_locations where user_id = ${userId}`);
  await run(sql`delete from cart_items where user_id = ${userId}`);
  await run(sql`delete from wishlist_items where user_id = ${userId}`);
  await run(sql`delete from push_subscriptions where user_id = ${userId}`);
  await run(sql`update push_analytics set user_id = null where user_id = ${userId}`);
  await run(sql`delete from notification_preferences where user_id = ${userId}`);
  await run(sql`delete from notifications where recipient_id = ${userId} or actor_id = ${userId}
    or coalesce(data::text, '') like ${`%${userId}%`}`);
  await run(sql`delete from pending_uploads where user_id = ${userId}`);
  await run(sql`delete from data_exports where user_id = ${userId}`);
  await run(sql`delete from saved_posts where user_id = ${userId}`);
  await run(sql`delete from hidden_posts where user_id = ${userId}`);
  await run(sql`delete from post_views where user_id = ${userId}`);
  // Her posts' earlier versions (issue 21 §6) go with their words.
  await run(sql`delete from post_versions where post_id in (select id from posts where user_id = ${userId})`);
  await run(sql`with gone as (delete from shop_follows where follower_id = ${userId} returning shop_id)
    update shops s set follower_count = greatest(s.follower_count - g.n, 0)
    from (select shop_id, count(*)::int as n from gone group by shop_id) g where s.id = g.shop_id`);

  // Messages she sent stay as "deleted" rows, so replies and read markers still line up; their words and files go.
  await run(sql`update messages set content = '', attachments = '[]'::jsonb, deleted_at = coalesce(deleted_at, ${now})
    where sender_id = ${userId}`);
  await run(sql`delete from message_reactions where user_id = ${userId}`);

  // Reactions and likes, with the counts that count them.
  await run(sql`with gone as (delete from post_reactions where user_id = ${userId} returning post_id)
    update posts p set reaction_count = greatest(p.reaction_count - g.n, 0)
    from (select post_id, count(*)::int as n from gone group by post_id) g where p.id = g.post_id`);
  await run(sql`with gone as (delete from comment_likes where user_id = ${userId} returning comment_id)
    update comments c set like_count = greatest(c.like_count - g.n, 0)
    from (select comment_id, count(*)::int as n from gone group by comment_id) g where c.id = g.comment_id`);

  // Her replies go (a reply has no replies of its own), then her comments nobody answered; a comment others
  // replied to stays, its words replaced, so their replies still answer something.
  await run(sql`with gone as (
      delete from comments where user_id = ${userId} and parent_comment_id is not null
      returning post_id, parent_comment_id
    ), parents as (
      update comments c set reply_count = greatest(c.reply_count - g.n, 0)
      from (select parent_comment_id, count(*)::int as n from gone group by parent_comment_id) g
      where c.id = g.parent_comment_id
    )
    update posts p set comment_count = greatest(p.comment_count - g.n, 0)
    from (select post_id, count(*)::int as n from gone group by post_id) g where p.id = g.post_id`);
  await run(sql`with gone as (
      delete from comments c where c.user_id = ${userId} and c.parent_comment_id is null
        and not exists (select 1 from comments r where r.parent_comment_id = c.id)
      returning post_id
    )
    update posts p set comment_count = greatest(p.comment_count - g.n, 0)
    from (select post_id, count(*)::int as n from gone group by post_id) g where p.id = g.post_id`);
  await run(
    sql`update comments set content = ${DELETED_COMMENT_TEXT}, updated_at = ${now} where user_id = ${userId}`,
  );

  // Her stars stay in a listing's average (the shop earned them); her words and the shop's answer to them go.
  await run(sql`update listing_reviews set comment = '', reply = null, reply_at = null, updated_at = ${now}
    where user_id = ${userId}`);

  // Orders she bought: the shop keeps its tax record (GST Rule 46: place of supply for a buyer without GSTIN),
  // not her name, phone, street or words.
  await run(sql`update orders set
      shipping_address = jsonb_build_object('full_name', ${DELETED_BUYER_NAME}::text, 'phone', null, 'address_line', null,
        'address_line_2', null, 'city', shipping_address->>'city', 'state', shipping_address->>'state',
        'pincode', shipping_address->>'pincode', 'country', shipping_address->>'country'),
      contact_phone = null, return_photos = '{}', return_reason = null, cancel_reason = null, updated_at = ${now}
    where buyer_id = ${userId}`);
  await run(sql`update bookings set buyer_timezone = null, cancel_reason = null where buyer_id = ${userId}`);

  // Her shop closes (the account purge does that); its contact details were hers. Its legal name, tax id and
  // business address stay on the invoices it issued, as the law requires.
  await run(sql`update shops set owner_name = null, shop_email = null, shop_phone_number = null,
      payout_method_enc = null, payout_method_display = null, warehouse_address = null
    where user_id = ${userId}`);

  // Her job applications (and their CVs), saved jobs and collections, support tickets with their threads, and
  // her consents: cookie choices, policy acceptances, the newsletter (by her account or her address).
  await run(sql`delete from job_applications where applicant_id = ${userId}`);
  await run(sql`delete from vendor_oauth_tokens where user_id = ${userId}`);
  await run(sql`delete from oauth_states where user_id = ${userId}`);
  await run(
    sql`update jobs set how_to_apply = '', closed_at = coalesce(closed_at, ${now}) where poster_id = ${userId}`,
  );
  await run(sql`delete from saved_collections where user_id = ${userId}`);
  await run(sql`delete from saved_jobs where user_id = ${userId}`);
  await run(sql`delete from support_tickets where user_id = ${userId}`);
  await run(sql`delete from privacy_choices where user_id = ${userId}`);
  await run(sql`delete from legal_acceptances where user_id = ${userId}`);
  await run(sql`delete from newsletter_subscriptions where user_id = ${userId}
    or lower(email) = (select lower(email) from profiles where id = ${userId})`);

  // Her radio: the shows she hosts go with their episodes (her voice) and schedule; her favourites and live chat.
  await run(sql`delete from radio_shows where host_id = ${userId}`);
  await run(sql`delete from radio_show_follows where user_id = ${userId}`);
  await run(sql`delete from radio_chat_messages where user_id = ${userId}`);
  await run(sql`delete from ai_usage where user_id = ${userId}`);

  await run(sql`delete from auth_failures where identifier in (
      select lower(email) from profiles where id = ${userId} and email is not null
      union select phone from profiles where id = ${userId} and phone is not null)`);
}

/**
 * What her purge does with every table that points at a person (a test lists them from the database, so a new
 * one cannot be missed): `deleted`, `anonymised`, or `kept` with the reason it names her no more.
 */
export const PURGE_COVERAGE: Record<string, string> = {
  profiles: "anonymised: 'Deleted member', no contact details or pictures",
  auth_sessions: "deleted",
  oauth_accounts: "deleted",
  oauth_states: "deleted",
  username_changes: "deleted",
  user_experiences: "deleted (graph)",
  user_education: "deleted (graph)",
  user_skills: "deleted (graph)",
  skill_endorsements: "deleted (graph)",
  follows: "deleted (graph)",
  connections: "deleted (graph)",
  blocks: "deleted (graph)",
  profile_views: "deleted (graph)",
  reports: "kept: moderation record by id; the reported content is gone",
  posts: "anonymised: emptied and marked deleted; their files deleted",
  post_reactions: "deleted, counts lowered",
  comments: "deleted, or emptied where others replied",
  comment_likes: "deleted, counts lowered",
  saved_posts: "deleted",
  hidden_posts: "deleted",
  post_views: "deleted",
  poll_votes: "kept: an anonymous tally, no words",
  events: "kept: her public events, shown as by 'Deleted member'",
  event_attendees: "kept: a count of attendance, by id",
  groups: "kept: groups she made stay for their members",
  group_members: "kept: membership by id",
  conversations: "kept: the other people's conversation",
  conversation_participants: "kept: by id, so the others' threads still show",
  messages: "anonymised: her words and files removed",
  message_reactions: "deleted",
  notifications: "deleted, to her and about her",
  notification_preferences: "deleted",
  push_subscriptions: "deleted",
  push_analytics: "anonymised: her id removed",
  delivery_locations: "deleted",
  cart_items: "deleted",
  wishlist_items: "deleted",
  saved_collections: "deleted",
  saved_placements: "deleted (with her saves)",
  saved_jobs: "deleted",
  jobs: "kept closed: the business's posting, how-to-apply emptied",
  job_applications: "deleted, CVs too",
  checkouts: "kept: payment record by id, no address",
  orders: "anonymised: the shop's tax record keeps only the place of supply",
  order_events: "kept: status history by id",
  bookings: "kept: the shop's record of a slot, her words removed",
  listing_reviews: "anonymised: stars kept, words removed",
  shops: "closed; her contact and payout details removed, invoice details kept as the law requires",
  shop_follows: "deleted, counts lowered",
  stock_changes: "kept: stock history by id",
  payouts: "kept: accounting record by id",
  vendor_oauth_tokens: "deleted",
  verification_consents: "deleted",
  verification_requests: "deleted, photo too",
  verification_policies: "kept: the policy text an admin wrote, by id",
  data_exports: "deleted, files too",
  legal_acceptances: "deleted",
  privacy_choices: "deleted",
  newsletter_subscriptions: "deleted, by her account or address",
  support_tickets: "deleted with their messages",
  support_ticket_messages: "deleted with her tickets; an admin's messages elsewhere by id",
  support_article_versions: "kept: an admin's edit, by id",
  account_suspensions: "kept: moderation record by id",
  admin_audit_log: "kept: the admins' log, by id",
  featured_shops: "kept: curation by id",
  ai_usage: "deleted",
  calls: "kept: the other person's call history, by id (she shows as 'Deleted member')",
  radio_shows: "deleted with their episodes, audio files, covers and schedule",
  radio_show_follows: "deleted",
  radio_slots: "kept: a slot an admin or host scheduled, by id (deleted with her shows' episodes)",
  radio_chat_messages: "deleted",
};
