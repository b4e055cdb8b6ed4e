import type { App } from "../packages/server/src/app.js";

/**
 * Gives the bench viewer a life in the community so every branch of her feed has work to do: 200 connections
 * (accepted), 5 groups with 2,000 group posts, 2,000 "connections only" and 500 private posts by others, 100 of
 * her own, 50 hidden posts and 20 people blocked (half each way). Run after `seedPeople` and `seedFeed`.
 */
export async function seedFeedViewer(app: App, email: string) {
  const sql = (text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
  const [me] = (await sql("select id from profiles where lower(email) = lower($1)", [email])).rows;
  if (!me) throw new Error(`${email} has not signed in yet`);
  const people = `select id, row_number() over (order by username) - 1 as n from profiles where username like 'bench%'`;
  await sql(
    `with people as (${people})
     insert into connections (sender_id, receiver_id, status)
     select case when n % 2 = 0 then $1::uuid else id end, case when n % 2 = 0 then id else $1::uuid end, 'accepted'
     from people where n % 25 = 1 limit 200 on conflict do nothing`,
    [me.id],
  );
  await sql(
    `insert into groups (name, slug, description, member_count)
     select 'Bench group ' || g, 'bench-group-' || g, 'Weavers talking shop', 1 from generate_series(0, 4) g
     on conflict do nothing`,
  );
  await sql(
    `insert into group_members (group_id, user_id) select id, $1 from groups where slug like 'bench-group-%'
     on conflict do nothing`,
    [me.id],
  );
  const kinds: [string, number, string][] = [
    ["connections", 2000, "Connections post"],
    ["private", 500, "Private post"],
  ];
  for (const [visibility, count, text] of kinds) {
    await sql(
      `with people as (${people}), size as (select count(*) as total from people)
       insert into posts (user_id, content, visibility, created_at, updated_at)
       select p.id, $3 || ' ' || g, $2, now() - (g * 25 || ' minutes')::interval, now()
       from generate_series(0, $1::int - 1) g join people p on p.n = (g * 3) % (select total from size)`,
      [count, visibility, text],
    );
  }
  await sql(
    `with people as (${people}), g as (select id, row_number() over (order by slug) - 1 as n from groups where slug like 'bench-group-%')
     insert into posts (user_id, group_id, content, visibility, created_at, updated_at)
     select p.id, g.id, 'Group post ' || s, 'public', now() - (s * 20 || ' minutes')::interval, now()
     from generate_series(0, 1999) s join g on g.n = s % 5 join people p on p.n = (s * 7) % 5000`,
  );
  await sql(
    `insert into posts (user_id, content, visibility, created_at, updated_at)
     select $1, 'My own post ' || g, (array['public','connections','private'])[1 + g % 3],
            now() - (g * 300 || ' minutes')::interval, now() from generate_series(0, 99) g`,
    [me.id],
  );
  await sql(
    `insert into hidden_posts (user_id, post_id)
     select $1, id from posts where content like 'Bench post %' and visibility = 'public'
     order by created_at desc limit 50 on conflict do nothing`,
    [me.id],
  );
  await sql(
    `with people as (${people})
     insert into blocks (blocker_id, blocked_id)
     select case when n % 2 = 0 then $1::uuid else id end, case when n % 2 = 0 then id else $1::uuid end
     from people where n % 250 = 3 limit 20 on conflict do nothing`,
    [me.id],
  );
  await sql("analyze");
}
