import type { App } from "../../src/app.js";
import { CookieJar, call, rows, signIn } from "./auth.js";

export type Member = { jar: CookieJar; id: string; email: string };

/** Signs in a new person and gives her a name, a city and a verified women's profile. */
export async function member(
  app: App,
  email: string,
  profile: { full_name?: string; location?: string; business_name?: string; occupation?: string } = {},
): Promise<Member> {
  const { jar, userId } = await signIn(app, email);
  await rows(
    app,
    `update profiles set full_name = coalesce($2, full_name), location = $3, business_name = $4, occupation = $5,
       gender = true, gender_verified = true, is_verified = true where id = $1`,
    [
      userId,
      profile.full_name ?? null,
      profile.location ?? null,
      profile.business_name ?? null,
      profile.occupation ?? null,
    ],
  );
  return { jar, id: userId, email };
}

/** Calls as `who`. */
export function as(app: App, who: Member | CookieJar) {
  const jar = who instanceof CookieJar ? who : who.jar;
  const send = (method: "GET" | "POST" | "DELETE" | "PATCH" | "PUT") => (url: string, body?: unknown) =>
    call(app, jar, { method, url, body });
  return {
    get: send("GET"),
    post: send("POST"),
    del: send("DELETE"),
    patch: send("PATCH"),
    put: send("PUT"),
  };
}

/** The stored counters next to the rows they count, for one person. */
export async function countersAndRows(app: App, id: string) {
  const [row] = await rows(
    app,
    `select p.follower_count, p.following_count, p.connections_count,
       (select count(*)::int from follows where following_id = p.id) as followers,
       (select count(*)::int from follows where follower_id = p.id) as following,
       (select count(*)::int from connections where status = 'accepted' and (sender_id = p.id or receiver_id = p.id)) as connections
     from profiles p where p.id = $1`,
    [id],
  );
  return row as Record<string, number>;
}
