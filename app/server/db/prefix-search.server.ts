import { type SQL, sql } from "drizzle-orm";

/**
 * Every word of `q` as a word prefix of an indexed tsvector `document` ("shar" finds "Ravi
 * Sharma", "98765" finds "+91 98765 43210", a whole e-mail finds its owner). The words go
 * through the same parser as the indexed document, so both sides split text alike, and the
 * document's GIN index answers without reading every row. No words: no condition; only
 * punctuation: nothing matches.
 */
export function prefixSearch(document: SQL, q: string): SQL | undefined {
  if (!q) return undefined;
  const words = q.replace(/[^\p{L}\p{N}@._+\-\s]/gu, " ").trim();
  if (!words) return sql`false`;
  return sql`${document} @@ to_tsquery('simple', coalesce((select string_agg(quote_literal(lexeme) || ':*', ' & ') from unnest(to_tsvector('simple', ${words}::text))), ''))`;
}
