import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** phoneDigits() (app/lib/phone.ts) in SQL, for a stored phone column: its last 10 digits. */
export function phoneDigitsSql(column: AnyPgColumn): SQL<string | null> {
  return sql`right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;
}

/** The person key of a phone column: its last 10 digits, or null when it has fewer (not a mobile number). */
export function phoneKeySql(column: AnyPgColumn): SQL<string | null> {
  return sql`case when length(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g')) >= 10 then ${phoneDigitsSql(column)} end`;
}
