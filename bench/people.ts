import type { App } from "../packages/server/src/app.js";

// Varied like a real community (30 × 30 names), so a search is as selective as it would be in life.
const FIRST = [
  "Priyanka",
  "Meera",
  "Kavya",
  "Ananya",
  "Sunita",
  "Lakshmi",
  "Farah",
  "Gurpreet",
  "Neha",
  "Ritu",
  "Aarti",
  "Bhavna",
  "Chitra",
  "Deepa",
  "Esha",
  "Fatima",
  "Geeta",
  "Hema",
  "Ishita",
  "Jyoti",
  "Komal",
  "Lalita",
  "Madhuri",
  "Nandini",
  "Padma",
  "Rashmi",
  "Sarita",
  "Tanvi",
  "Uma",
  "Vidya",
];
const LAST = [
  "Sharma",
  "Nair",
  "Reddy",
  "Iyer",
  "Kaur",
  "Khan",
  "Patel",
  "Das",
  "Mehta",
  "Joshi",
  "Agarwal",
  "Banerjee",
  "Chatterjee",
  "Desai",
  "Gill",
  "Hegde",
  "Jain",
  "Kulkarni",
  "Menon",
  "Mishra",
  "Naidu",
  "Pillai",
  "Rao",
  "Saxena",
  "Thakur",
  "Verma",
  "Yadav",
  "Bose",
  "Ghosh",
  "Shetty",
];
const CITIES = [
  "Pune, Maharashtra",
  "Jaipur, Rajasthan",
  "Kochi, Kerala",
  "Lucknow, Uttar Pradesh",
  "Indore, Madhya Pradesh",
];

/** `count` active, verified women with varied names, cities, businesses and followers, in one statement. */
export async function seedPeople(app: App, count: number) {
  await app.deps.database.executeSql(
    `insert into profiles (username, full_name, location, business_name, occupation, gender, gender_verified, is_verified, follower_count)
     select 'bench' || g,
            ($1::text[])[1 + g % 30] || ' ' || ($2::text[])[1 + (g / 30) % 30],
            ($3::text[])[1 + g % 5],
            case when g % 3 = 0 then 'Studio ' || g end,
            case when g % 2 = 0 then 'Potter' else 'Designer' end,
            true, true, true, g % 40
     from generate_series(1, $4::int) g`,
    [FIRST, LAST, CITIES, count],
  );
}

/** Signs a person in through the real code flow and returns her cookie header. */
export async function signedInCookie(app: App, email: string): Promise<string> {
  // As the site's own page: a write with cookies must name where it comes from.
  const headers = { "x-forwarded-for": "10.9.9.9", "sec-fetch-site": "same-origin" };
  const sent = await app.inject({
    method: "POST",
    url: "/api/auth/otp/send",
    headers,
    payload: { channel: "email", identifier: email },
  });
  const binding = sent.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
  const message = app.deps.auth.outbox?.list().find((m) => m.to === email);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  const verified = await app.inject({
    method: "POST",
    url: "/api/auth/otp/verify",
    headers: { ...headers, cookie: binding },
    payload: { channel: "email", identifier: email, code },
  });
  if (verified.statusCode !== 200) throw new Error(`sign-in failed: ${verified.body}`);
  return verified.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}
