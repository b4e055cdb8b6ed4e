// Issue 23's jobs bench: 20,000 jobs (BENCH_JOBS) from 500 verified posters, varied like a real board (60 roles in
// 12 cities or remote, four types, pay by the month or year or project, 2–5 of 40 skills each, closing over the next
// two months with a tenth already closed), seeded in SQL. GET /api/jobs is timed on one connection (requests one
// after another) over a mix of searches and filters as a signed-in member (never cached), beside a hello-world
// timed by the same loop; budget p50 ≤ 20 ms. Alone:
//   node --import tsx bench/jobs.ts      (the embedded PostgreSQL in a new folder, or DATABASE_URL's server)
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import type { App } from "../packages/server/src/app.js";
import { buildApp } from "../packages/server/src/app.js";
import { closedLoop, runTag } from "./checkout.js";
import { benchConfig } from "./config.js";
import { signedInCookie } from "./people.js";

export const JOBS_BUDGET = { p50: 20 };
const JOBS = Number(process.env.BENCH_JOBS ?? 20_000);
const POSTERS = 500;
const SECONDS = Number(process.env.BENCH_JOBS_SECONDS ?? 6);

const ROLES = [
  "Textile designer",
  "Block printer",
  "Tailor",
  "Embroidery artisan",
  "Pattern maker",
  "Boutique manager",
  "Sales associate",
  "Store assistant",
  "Bookkeeper",
  "Accountant",
  "GST consultant",
  "Office administrator",
  "Social media manager",
  "Content writer",
  "Copywriter",
  "Photographer",
  "Video editor",
  "Graphic designer",
  "Web developer",
  "Shopify developer",
  "Customer support executive",
  "Delivery coordinator",
  "Packer",
  "Inventory assistant",
  "Baker",
  "Pastry chef",
  "Cook",
  "Caterer",
  "Event planner",
  "Makeup artist",
  "Beautician",
  "Hair stylist",
  "Yoga instructor",
  "Dance teacher",
  "Music tutor",
  "Maths tutor",
  "English teacher",
  "Preschool teacher",
  "Nanny",
  "Caregiver",
  "Nurse",
  "Physiotherapist",
  "Nutritionist",
  "Marketing executive",
  "Brand strategist",
  "SEO specialist",
  "Data entry operator",
  "Translator",
  "Interior designer",
  "Architect",
  "Jewellery designer",
  "Potter",
  "Candle maker",
  "Soap maker",
  "Pickle maker",
  "Farm manager",
  "Florist",
  "Travel planner",
  "HR executive",
  "Legal assistant",
];
const SKILLS = [
  "Weaving",
  "Block printing",
  "Tailoring",
  "Embroidery",
  "Pattern cutting",
  "Retail",
  "Sales",
  "Tally",
  "GST",
  "Excel",
  "Bookkeeping",
  "Instagram",
  "Canva",
  "Copywriting",
  "Photography",
  "Video editing",
  "Photoshop",
  "React",
  "Shopify",
  "Customer service",
  "Logistics",
  "Baking",
  "Cooking",
  "Event planning",
  "Makeup",
  "Hair styling",
  "Yoga",
  "Teaching",
  "Hindi",
  "English",
  "Tamil",
  "Marathi",
  "Nursing",
  "Nutrition",
  "Marketing",
  "SEO",
  "Data entry",
  "Translation",
  "Interior design",
  "Pottery",
];
const CITIES = [
  "Pune, Maharashtra",
  "Mumbai, Maharashtra",
  "Jaipur, Rajasthan",
  "Kochi, Kerala",
  "Lucknow, Uttar Pradesh",
  "Indore, Madhya Pradesh",
  "Bengaluru, Karnataka",
  "Chennai, Tamil Nadu",
  "Hyderabad, Telangana",
  "Kolkata, West Bengal",
  "Ahmedabad, Gujarat",
  "Delhi",
];

/** Posters, then the jobs: set-based SQL, no API calls. */
export async function seedJobs(app: App, count = JOBS) {
  const sql = async (text: string, values?: unknown[]) =>
    (await app.deps.database.executeSql(text, values)).rows;
  const tag = runTag();
  await sql(
    `insert into profiles (username, email, full_name, business_name, gender, gender_verified, is_verified)
     select $1 || g, $1 || g || '@bench.test', 'Jobs poster ' || g, 'Studio ' || g, true, true, true
     from generate_series(1, $2::int) g`,
    [`jobs-${tag}-`, POSTERS],
  );
  await sql(
    `with posters as (select array_agg(id) as ids from profiles where email like $1),
     made as (
       select g, p.ids[1 + g % array_length(p.ids, 1)] as poster,
         ($2::text[])[1 + (g * 7) % array_length($2::text[], 1)] as role,
         array(select ($3::text[])[1 + (g * 13 + k * 17) % array_length($3::text[], 1)]
               from generate_series(1, 2 + g % 4) k) as skills,
         case when g % 4 = 0 then '' else ($4::text[])[1 + (g * 5) % array_length($4::text[], 1)] end as location,
         (array['full_time', 'part_time', 'freelance', 'internship'])[1 + g % 4] as job_type,
         (array['month', 'month', 'year', 'project'])[1 + (g / 4) % 4] as pay_period
       from generate_series(1, $5::int) g, posters p
     )
     insert into jobs (poster_id, business_name, title, slug, location, is_remote, job_type, pay_min, pay_max,
       pay_period, skills, skill_keys, skills_text, description, how_to_apply, closes_on, created_at)
     select poster, 'Studio ' || (g % 500), role, lower(replace(role, ' ', '-')), location,
       location = '' or g % 9 = 0, job_type,
       base, base + base / 2, pay_period, skills,
       array(select lower(s) from unnest(skills) s), array_to_string(skills, ' '),
       'We are a women-led business looking for a ' || lower(role) || ' to join us. You will work with '
         || array_to_string(skills, ', ') || '. Flexible hours, a friendly team and room to grow.',
       'Apply on Saheli with a short note about your work.',
       (now() at time zone 'Asia/Kolkata')::date + (g % 66) - 6,
       now() - (g % 1440) * interval '1 hour' - g * interval '1 millisecond'
     from made, lateral (select case pay_period when 'year' then 120000 + (g % 40) * 30000
       when 'project' then 5000 + (g % 30) * 2500 else 8000 + (g % 50) * 1500 end as base) b`,
    [`jobs-${tag}-%@bench.test`, ROLES, SKILLS, CITIES, count],
  );
  // As autovacuum would have by now on a live board.
  await sql("vacuum analyze jobs");
  await sql("analyze profiles");
  const [counts] = await sql(
    `select count(*)::int as jobs,
       count(*) filter (where closes_on >= (now() at time zone 'Asia/Kolkata')::date)::int as open from jobs`,
  );
  return { jobs: Number(counts?.jobs), open: Number(counts?.open) };
}

/** The searches and filters of a job board in use, as a member types them. */
export const JOB_QUERIES = [
  "",
  "?q=designer",
  "?q=tailoring",
  "?q=bookeeper",
  "?q=social%20media",
  "?location=pune",
  "?remote=true&type=freelance",
  "?type=internship&pay=10000",
  "?skills=excel,tally",
  "?q=marketing&location=jaipur&type=full_time",
  "?pay=50000",
  "?type=part_time,freelance&skills=instagram",
];

/** Each query of the mix, in turn, on one connection for `seconds`; and the mix's figures as a whole. */
export async function measureJobs(app: App, base: string, helloUrl: string, seconds = SECONDS) {
  const seeded = await seedJobs(app);
  const cookie = await signedInCookie(app, `jobs-viewer-${runTag()}@bench.test`);
  let i = 0;
  const next = (): [string, RequestInit] => [
    `${base}/api/jobs${JOB_QUERIES[i++ % JOB_QUERIES.length]}`,
    { headers: { cookie } },
  ];
  await closedLoop(1, 2, next); // warm-up
  await closedLoop(1, 1, () => [helloUrl, {}]);
  const hello = await closedLoop(1, seconds, () => [helloUrl, {}]);
  i = 0;
  const mix = await closedLoop(1, seconds, next);
  const each: Record<string, Awaited<ReturnType<typeof closedLoop>>> = {};
  for (const query of JOB_QUERIES) {
    each[query || "(first page)"] = await closedLoop(1, Math.max(1, seconds / 4), () => [
      `${base}/api/jobs${query}`,
      { headers: { cookie } },
    ]);
  }
  return { seeded, hello, mix, each, seconds };
}

export function printJobs(f: Awaited<ReturnType<typeof measureJobs>>) {
  console.info(
    `\nJobs (issue 23): ${f.seeded.jobs} jobs (${f.seeded.open} open) from ${POSTERS} posters; GET /api/jobs signed in,` +
      ` on 1 connection for ${f.seconds} s over a mix of ${JOB_QUERIES.length} searches and filters, the hello-world by the same loop just before`,
  );
  const row = (r: typeof f.hello, budget?: boolean) => ({
    ...(budget ? { budget: `p50 ≤ ${JOBS_BUDGET.p50} ms` } : {}),
    "p50 ms": r.p50,
    "p95 ms": r.p95,
    "req/s": r.rps,
    ...(budget ? { met: r.p50 <= JOBS_BUDGET.p50 ? "yes" : "no" } : {}),
    ...(Object.keys(r.failed).length ? { failed: JSON.stringify(r.failed) } : {}),
  });
  console.table({
    "bare Fastify /hello, same loop": row(f.hello),
    "jobs search, the mix": row(f.mix, true),
    ...Object.fromEntries(Object.entries(f.each).map(([query, r]) => [`  ${query}`, row(r)])),
  });
}

async function main() {
  const baseline = Fastify({ logger: false });
  baseline.get("/hello", async () => ({ hello: "world" }));
  await baseline.listen({ port: 0, host: "127.0.0.1" });
  const config = { ...benchConfig(), limitsScale: 1000 };
  const app = await buildApp(config);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const port = (server: { server: import("node:net").Server }) =>
    (server.server.address() as { port: number }).port;
  try {
    const figures = await measureJobs(
      app,
      `http://127.0.0.1:${port(app)}`,
      `http://127.0.0.1:${port(baseline)}/hello`,
    );
    printJobs(figures);
  } finally {
    await Promise.all([baseline.close(), app.close()]);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
