import { sql } from "drizzle-orm";
import type { Db } from "../../db/connect.js";

export type ArticleParams = { question: string; limit: number };
export type ArticleHit = { id: string; title: string; category: string; content: string; rank: number };

/**
 * Help articles that answer a question, by PostgreSQL full-text search: the question's words stemmed in English
 * and joined by OR (a question is not a list of words that must all appear). An article scores the rarity in the
 * help centre (idf) of each of her words it holds, three times over for a word of its title, plus `ts_rank`. The help centre is a few dozen rows, so the vectors are computed as it reads them.
 */
export async function articlesFor(db: Db, { question, limit }: ArticleParams): Promise<ArticleHit[]> {
  const result = (await db.execute(sql`
    with q as (
      select nullif(replace(plainto_tsquery('english', ${question})::text, ' & ', ' | '), '')::tsquery as query,
        tsvector_to_array(to_tsvector('english', ${question})) as words
    ), doc as (
      select k.id, k.title, k.category, k.content, to_tsvector('english', k.title) as t,
        setweight(to_tsvector('english', k.title), 'A') || setweight(to_tsvector('english', k.content), 'D') as v
      from support_knowledge_base k
    ), w as (
      select word::tsquery as lexeme,
        ln((select count(*) from doc)::float / greatest(1, (select count(*) from doc where doc.v @@ word::tsquery))) + 0.1 as idf
      from q, unnest(q.words) as u(x), quote_literal(u.x) as word
    )
    select doc.id, doc.title, doc.category, doc.content,
      (select coalesce(sum(w.idf * case when doc.t @@ w.lexeme then 3 else 1 end), 0) from w where doc.v @@ w.lexeme)
        + ts_rank(doc.v, q.query) as rank
    from doc, q
    where q.query is not null and doc.v @@ q.query
    order by rank desc, doc.id
    limit ${limit}`)) as unknown as { rows: ArticleHit[] };
  return result.rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}
