import { sql } from "drizzle-orm";
import { textMatch } from "../../db/fragments/text-search.js";

/**
 * Global search's "Radio" group: approved shows (by title and description) and their episodes (by title and
 * notes), hosts active. Each row says which it is; episodes link to their show's page.
 */
export function radioSearchQuery(q: string, w: { limit: number; offset: number }) {
  return sql`
    select * from (
      select s.id, 'show' as radio_kind, s.title, s.slug || '-' || s.id as show_path, s.cover_url, p.full_name as host_name,
        null::text as show_title, s.created_at
      from radio_shows s join profiles p on p.id = s.host_id
      where s.status = 'approved' and p.is_active and p.deleted_at is null
        and ${textMatch(sql`s.search_document`, sql`lower(s.title)`, q)}
      union all
      select e.id, 'episode' as radio_kind, e.title, s.slug || '-' || s.id as show_path, s.cover_url, p.full_name as host_name,
        s.title as show_title, e.created_at
      from radio_episodes e join radio_shows s on s.id = e.show_id join profiles p on p.id = s.host_id
      where s.status = 'approved' and p.is_active and p.deleted_at is null
        and ${textMatch(sql`e.search_document`, sql`lower(e.title)`, q)}
    ) radio
    order by created_at desc
    limit ${w.limit} offset ${w.offset}`;
}
