import type { App } from "../packages/server/src/app.js";

/**
 * A busy community for the feed benchmark, in a few statements: `posts` posts by the bench people, ten
 * reactions and two comments each (500,000 and 100,000 for 50,000 posts), counters equal to the rows.
 */
export async function seedFeed(app: App, posts: number) {
  const sql = (text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
  const people = `select id, row_number() over (order by username) - 1 as n from profiles where username like 'bench%'`;
  await sql(
    `with people as (${people}), size as (select count(*) as total from people)
     insert into posts (user_id, content, tags, created_at, updated_at, reaction_count, comment_count, engagement_score)
     select p.id, 'Bench post ' || g || ': fresh stock of handloom sarees this week #handloom', '{handloom}',
            now() - (g || ' minutes')::interval, now(), 10, 2, (g * 7919) % 1000
     from generate_series(0, $1::int - 1) g join people p on p.n = g % (select total from size)`,
    [posts],
  );
  const benchPosts = `select id, row_number() over (order by created_at) - 1 as n from posts where content like 'Bench post %'`;
  await sql(
    `with people as (${people}), size as (select count(*) as total from people), bp as (${benchPosts})
     insert into post_reactions (post_id, user_id, reaction_type)
     select bp.id, p.id, (array['like','love','celebrate','support','insightful','funny'])[1 + k % 6]
     from bp cross join generate_series(0, 9) k
     join people p on p.n = (bp.n * 7 + k * 13) % (select total from size)`,
  );
  await sql(
    `with people as (${people}), size as (select count(*) as total from people), bp as (${benchPosts})
     insert into comments (post_id, user_id, content)
     select bp.id, p.id, 'Beautiful weave, where do you ship from?'
     from bp cross join generate_series(0, 1) k
     join people p on p.n = (bp.n * 11 + k * 17 + 3) % (select total from size)`,
  );
  // Autovacuum would gather statistics after such a load in a while; the bench measures right away.
  await sql("analyze");
}
