import { and, desc, eq, lt, sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";
import { type DataExportPart, dataExports } from "../../db/schema/index.js";

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * What Saheli holds about her, one JSON file a section (issue 22 §4). Secrets are left out (session and code
 * hashes, OAuth tokens, payment ids), and so is the verification photo: only the history of her requests.
 */
const sections = (userId: string) =>
  ({
    profile: sql`select id, username, full_name, email, phone, bio, role, business_name, occupation, location,
        website, headline, gender, gender_verified, is_verified, avatar_url, cover_url, account_status,
        created_at, updated_at
      from profiles where id = ${userId}`,
    experience: sql`select * from user_experiences where user_id = ${userId} order by created_at`,
    education: sql`select * from user_education where user_id = ${userId} order by created_at`,
    skills: sql`select * from user_skills where user_id = ${userId} order by created_at`,
    posts: sql`select id, title, content, post_type, visibility, image_urls, video_urls, media_urls, link_preview_data,
        tags, mentions, created_at, updated_at
      from posts where user_id = ${userId} and not is_deleted order by created_at`,
    post_versions: sql`select v.post_id, v.title, v.content, v.visibility, v.image_urls, v.video_urls, v.written_at,
        v.replaced_at
      from post_versions v join posts p on p.id = v.post_id
      where p.user_id = ${userId} and not p.is_deleted order by v.post_id, v.replaced_at`,
    comments: sql`select id, post_id, parent_comment_id, content, created_at, updated_at
      from comments where user_id = ${userId} order by created_at`,
    reactions: sql`select 'post' as on_type, post_id as on_id, reaction_type, created_at
        from post_reactions where user_id = ${userId}
      union all select 'comment', comment_id, 'like', created_at from comment_likes where user_id = ${userId}
      union all select 'message', message_id, emoji, created_at from message_reactions where user_id = ${userId}
      order by created_at`,
    connections: sql`select c.id, c.status, c.created_at,
        case when c.sender_id = ${userId} then 'sent' else 'received' end as direction,
        p.username as other_username, p.full_name as other_full_name
      from connections c
      join profiles p on p.id = case when c.sender_id = ${userId} then c.receiver_id else c.sender_id end
      where ${userId} in (c.sender_id, c.receiver_id) order by c.created_at`,
    follows: sql`select f.created_at, f.status,
        case when f.follower_id = ${userId} then 'following' else 'follower' end as direction,
        p.username as other_username, p.full_name as other_full_name
      from follows f
      join profiles p on p.id = case when f.follower_id = ${userId} then f.following_id else f.follower_id end
      where ${userId} in (f.follower_id, f.following_id) order by f.created_at`,
    messages_sent: sql`select id, conversation_id, content, message_type, attachments, created_at, edited_at
      from messages where sender_id = ${userId} and deleted_at is null order by created_at`,
    orders: sql`select o.order_number, o.order_status, o.payment_method, o.payment_status, o.subtotal, o.shipping,
        o.total_amount, o.currency, o.shipping_address, o.contact_phone, o.carrier, o.awb, o.tracking_url,
        o.cancel_reason, o.return_reason, o.invoice_number, o.created_at, o.delivered_at, s.shop_name,
        coalesce((select json_agg(json_build_object('title', i.title, 'quantity', i.quantity,
          'unit_price', i.unit_price)) from order_items i where i.order_id = o.id), '[]'::json) as items
      from orders o join shops s on s.id = o.shop_id where o.buyer_id = ${userId} order by o.created_at`,
    bookings: sql`select b.id, b.slot_start, b.slot_end, b.status, b.buyer_timezone, b.meeting_url,
        b.cancel_reason, b.created_at, l.title as listing_title
      from bookings b join listings l on l.id = b.listing_id where b.buyer_id = ${userId} order by b.created_at`,
    addresses: sql`select * from delivery_locations where user_id = ${userId} order by created_at`,
    cart: sql`select * from cart_items where user_id = ${userId}`,
    wishlist: sql`select * from wishlist_items where user_id = ${userId}`,
    reviews: sql`select r.rating, r.comment, r.reply, r.created_at, l.title as listing_title
      from listing_reviews r join listings l on l.id = r.listing_id where r.user_id = ${userId}`,
    notifications: sql`select type, title, message, action_url, category, created_at, read_at
      from notifications where recipient_id = ${userId} order by created_at`,
    consents: sql`select 'verification' as kind, text_version as version, user_agent, consented_at as at
        from verification_consents where user_id = ${userId}
      union all select 'notifications', coalesce(subscription_method, ''), case when push_enabled then 'push on'
        else 'push off' end, updated_at from notification_preferences where user_id = ${userId}
      order by at`,
    policy_acceptances: sql`select slug, version, accepted_at from legal_acceptances where user_id = ${userId}
      order by accepted_at`,
    privacy_choices: sql`select analytics, updated_at from privacy_choices where user_id = ${userId}`,
    newsletter: sql`select email, status, consent_text, requested_at from newsletter_subscriptions
      where user_id = ${userId} or lower(email) = (select lower(email) from profiles where id = ${userId})`,
    job_applications: sql`select j.title, j.business_name, a.note, a.cv_name, a.status, a.created_at
      from job_applications a join jobs j on j.id = a.job_id where a.applicant_id = ${userId}`,
    support_tickets: sql`select t.reference, t.subject, t.category, t.status, t.created_at,
        coalesce((select json_agg(json_build_object('from', case when m.author_id = ${userId} then 'you'
          else 'Saheli' end, 'body', m.body, 'at', m.created_at) order by m.created_at)
          from support_ticket_messages m where m.ticket_id = t.id), '[]'::json) as messages
      , t.conversation from support_tickets t where t.user_id = ${userId} order by t.created_at`,
    verification_history: sql`select kind, status, method, message, decision_reason, policy_version,
        created_at, decided_at
      from verification_requests where user_id = ${userId} order by created_at`,
    groups: sql`select g.name, m.role, m.joined_at from group_members m join groups g on g.id = m.group_id
      where m.user_id = ${userId}`,
    events: sql`select e.title, e.start_at, a.created_at as joined_at from event_attendees a
      join events e on e.id = a.event_id where a.user_id = ${userId}`,
  }) as const;

export type ExportSections = Record<string, Row[]>;

export async function collectSections(db: Db, userId: string): Promise<ExportSections> {
  const out: ExportSections = {};
  for (const [name, query] of Object.entries(sections(userId))) out[name] = rowsOf(await db.execute(query));
  return out;
}

/**
 * Her files in storage, by key: avatar and cover, her posts' media, the chat files she sent, her return photos.
 * The verification photo is never among them.
 */
export async function findOwnFiles(db: Db, userId: string): Promise<string[]> {
  const rows = rowsOf(
    await db.execute(sql`
      select avatar_path as key from profiles where id = ${userId} and avatar_path is not null
      union select cover_path from profiles where id = ${userId} and cover_path is not null
      union select substr(u, 8) from posts, unnest(image_urls || video_urls || media_urls) as u
        where user_id = ${userId} and u like '/media/%'
      union select substr(u, 8) from post_versions v join posts p on p.id = v.post_id,
        unnest(v.image_urls || v.video_urls) as u where p.user_id = ${userId} and not p.is_deleted and u like '/media/%'
      union select a->>'path' from messages, jsonb_array_elements(attachments) as a
        where sender_id = ${userId}
      union select substr(u, 8) from orders, unnest(return_photos) as u
        where buyer_id = ${userId} and u like '/media/%'
      union select cv_path from job_applications where applicant_id = ${userId} and cv_path is not null`),
  );
  return rows.map((r) => String(r.key)).filter((key) => key.length > 0);
}

export function insertExport(db: Db, userId: string, now: Date) {
  return db
    .insert(dataExports)
    .values({ user_id: userId, status: "preparing", created_at: now })
    .onConflictDoNothing()
    .returning()
    .then((rows) => rows[0]);
}

export function findExport(db: Db, id: string) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.id, id))
    .then((rows) => rows[0]);
}

/** Ownership in the `where`: someone else's archive is simply not found. */
export function findOwnExport(db: Db, userId: string, id: string) {
  return db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, id), eq(dataExports.user_id, userId)))
    .then((rows) => rows[0]);
}

export function listExports(db: Db, userId: string) {
  return db
    .select()
    .from(dataExports)
    .where(eq(dataExports.user_id, userId))
    .orderBy(desc(dataExports.created_at))
    .limit(10);
}

/** A request left preparing past its time is taken to have failed, freeing her one slot. */
export async function failStale(db: Db, userId: string, before: Date) {
  await db
    .update(dataExports)
    .set({ status: "failed" })
    .where(
      and(
        eq(dataExports.user_id, userId),
        eq(dataExports.status, "preparing"),
        lt(dataExports.created_at, before),
      ),
    );
}

export async function markReady(
  db: Db,
  id: string,
  parts: DataExportPart[],
  readyAt: Date,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .update(dataExports)
    .set({
      status: "ready",
      parts,
      total_size: parts.reduce((sum, p) => sum + p.size, 0),
      ready_at: readyAt,
      expires_at: expiresAt,
    })
    .where(and(eq(dataExports.id, id), eq(dataExports.status, "preparing")))
    .returning({ id: dataExports.id });
  return rows.length > 0;
}

export async function markStatus(db: Db, id: string, status: "failed" | "expired") {
  await db.update(dataExports).set({ status, parts: [] }).where(eq(dataExports.id, id));
}

/** Every archive of hers with its files, for the purge. */
export async function removeExports(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .delete(dataExports)
    .where(eq(dataExports.user_id, userId))
    .returning({ parts: dataExports.parts });
  return rows.flatMap((r) => r.parts.map((p) => p.key));
}

export async function listExportFiles(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ parts: dataExports.parts })
    .from(dataExports)
    .where(eq(dataExports.user_id, userId));
  return rows.flatMap((r) => r.parts.map((p) => p.key));
}
