import type { App } from "../packages/server/src/app.js";

const MATERIALS = [
  "Silk",
  "Cotton",
  "Linen",
  "Chanderi",
  "Banarasi",
  "Ikat",
  "Khadi",
  "Tussar",
  "Georgette",
  "Kota",
];
const ITEMS = [
  "saree",
  "dupatta",
  "kurti",
  "stole",
  "bag",
  "cushion cover",
  "earrings",
  "table runner",
  "shawl",
  "planter",
];
const TAGS = [
  "handloom",
  "festive",
  "gifting",
  "wedding",
  "everyday",
  "organic",
  "handmade",
  "block print",
  "zari",
  "eco",
];

/**
 * A large marketplace for the category and product benchmarks, in a few statements: `categories` categories,
 * `shops` shops owned by the bench people, `listings` listings spread over both, one photo, two tags and
 * (for every third) two colour variations each; category counts equal to the rows.
 */
export async function seedMarketplace(
  app: App,
  sizes: { listings: number; categories: number; shops: number },
) {
  const sql = (text: string, values?: unknown[]) => app.deps.database.executeSql(text, values);
  await sql(
    `insert into categories (category, seo_name, status, level, position)
     select 'Bench category ' || g, 'bench-category-' || g, 'A', 0, 100 + g from generate_series(0, $1::int - 1) g`,
    [sizes.categories],
  );
  await sql(
    `with people as (select id, row_number() over (order by username) - 1 as n from profiles where username like 'bench%')
     insert into shops (user_id, shop_name, slug, shop_categories, verified, average_rating, total_reviews)
     select p.id, 'Bench shop ' || p.n, 'bench-shop-' || p.n, '{Bench}', p.n % 3 = 0, 3 + (p.n % 20) / 10.0, p.n % 40
     from people p where p.n < $1`,
    [sizes.shops],
  );
  await sql(
    `with cats as (select id, row_number() over (order by position) - 1 as n from categories where seo_name like 'bench-category-%'),
          bshops as (select id, row_number() over (order by slug) - 1 as n from shops where slug like 'bench-shop-%')
     insert into listings (shop_id, category_id, title, slug, description, price, sale_price, quantity, listing_type,
                           is_featured, average_rating, total_reviews, created_at, updated_at)
     select s.id, c.id,
            ($2::text[])[1 + g % 10] || ' ' || ($3::text[])[1 + (g / 10) % 10] || ' no. ' || g,
            'bench-listing-' || g, 'A bench listing for the marketplace benchmark.',
            200 + (g * 37) % 9800, case when g % 4 = 0 then 150 + (g * 37) % 9000 end, 1 + g % 50,
            case when g % 10 = 9 then 'service' when g % 10 = 8 then 'digital' else 'physical' end,
            g % 50 = 0, ((g * 13) % 51) / 10.0, (g * 7) % 300, now() - (g || ' minutes')::interval, now()
     from generate_series(0, $1::int - 1) g
     join cats c on c.n = g % (select count(*) from cats)
     join bshops s on s.n = g % (select count(*) from bshops)`,
    [sizes.listings, MATERIALS, ITEMS],
  );
  const bench =
    "select id, row_number() over (order by slug) - 1 as n from listings where slug like 'bench-listing-%'";
  await sql(
    `insert into listing_images (listing_id, image_url, is_primary, position)
     select id, '/placeholder.svg', true, 0 from listings where slug like 'bench-listing-%'`,
  );
  await sql(
    `with bl as (${bench})
     insert into listing_tags (listing_id, tag_name)
     select bl.id, ($1::text[])[1 + (bl.n + k * 3) % 10] from bl cross join generate_series(0, 1) k`,
    [TAGS],
  );
  await sql(
    `with bl as (${bench})
     insert into listing_variations (listing_id, variation_name, variation_value, position)
     select bl.id, 'Colour', (array['Indigo', 'Rust', 'Marigold'])[1 + (bl.n + k) % 3], k
     from bl cross join generate_series(0, 1) k where bl.n % 3 = 0`,
  );
  await sql(
    `update categories c set product_count = n.count
     from (select category_id, count(*)::int as count from listings group by category_id) n
     where n.category_id = c.id`,
  );
  // Autovacuum would gather statistics after such a load in a while; the bench measures right away.
  await sql("analyze");
}
