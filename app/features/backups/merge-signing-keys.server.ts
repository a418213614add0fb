import { sql } from "drizzle-orm";
import type { Reader } from "#app/server/db/long-read.server";
import { certificateSigningKeys } from "#app/server/db/schema";
import type { TablePlan } from "./restore-plan";
import type { RestoreSource } from "./restore-source.server";

/**
 * Public signing keys are only ever added, never deleted or changed: a code printed under
 * key N must keep verifying. A key of the file that is already here (same public key) keeps
 * its local number; a new one takes its number from the file when free, else the next one.
 * Returns the file's key numbers mapped to local ones, for the certificates' signing_key_id.
 */
export async function mergeSigningKeys(
  reader: Reader,
  source: RestoreSource,
  apply: boolean,
  tables: TablePlan[],
): Promise<Map<number, number>> {
  const local = await reader.select().from(certificateSigningKeys);
  const byPem = new Map(local.map((k) => [k.public_key.trim(), k.id]));
  const taken = new Set(local.map((k) => k.id));
  let next = Math.max(0, ...taken) + 1;
  const map = new Map<number, number>();
  let insert = 0;
  let unchanged = 0;
  for await (const row of source.rows("certificate_signing_keys")) {
    const key = row as { id: number; public_key: string; created_at: string; retired_at: string | null };
    const known = byPem.get(key.public_key.trim());
    if (known) {
      map.set(key.id, known);
      unchanged++;
      continue;
    }
    const id = taken.has(key.id) ? next : key.id;
    taken.add(id);
    next = Math.max(next, id + 1);
    map.set(key.id, id);
    byPem.set(key.public_key.trim(), id);
    insert++;
    if (apply) {
      await reader.insert(certificateSigningKeys).values({
        id,
        public_key: key.public_key.trim(),
        created_at: new Date(key.created_at),
        retired_at: new Date(key.retired_at ?? Date.now()),
      });
    }
  }
  if (apply && insert) {
    await reader.execute(
      sql`select setval(pg_get_serial_sequence('certificate_signing_keys', 'id'), (select max(id) from certificate_signing_keys))`,
    );
  }
  tables.push({
    table: "certificate_signing_keys",
    label: "Certificate signing keys",
    insert,
    update: 0,
    delete: 0,
    unchanged,
    skipped: 0,
  });
  return map;
}
