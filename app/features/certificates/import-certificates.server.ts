import { sql } from "drizzle-orm";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { isUniqueViolation } from "#app/server/db/db-errors.server";
import { certificates } from "#app/server/db/schema";
import type { ImportRow } from "./certificate-import";
import { certificateLookupKey } from "./certificate-lookup-key.server";
import { certificateIdKey, formatSequenceId } from "./certificate-sequence";
import { currentSequence, highestNumber } from "./certificate-sequence.server";
import { signCertificate } from "./certificate-signing.server";
import { listCourseChoices } from "./course-choices.server";
import { courseDuration } from "./course-duration";

/**
 * Bulk import, the database half (the CSV's own checks are in certificate-import.ts): a dry
 * run that changes nothing, then the import of what the dry run showed, all or nothing.
 */
export type PlannedRow = ImportRow & { assigned_id: string | null; course_id: string | null };

/** Which of these IDs are issued already (by lookup key), for the import's dry run. */
async function takenKeys(ids: string[]): Promise<Set<string>> {
  const keys = [...new Set(ids.map(certificateIdKey))];
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const slice = keys.slice(i, i + 1000);
    const rows = await db
      .select({ key: sql<string>`${certificateLookupKey}` })
      .from(certificates)
      .where(
        sql`${certificateLookupKey} in (${sql.join(
          slice.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    for (const row of rows) taken.add(row.key);
  }
  return taken;
}

/**
 * The dry run's database half: IDs already issued are errors; rows without an ID get the
 * next numbers of the sequence (skipping numbers the file itself uses); a course name that
 * matches a course in the list (case-insensitively) links the course and fills an empty
 * duration. Changes nothing.
 */
export async function planImport(rows: ImportRow[]): Promise<PlannedRow[]> {
  const given = rows.flatMap((r) => (r.certificate_id && r.errors.length === 0 ? [r.certificate_id] : []));
  const taken = await takenKeys(given);
  const sequence = await currentSequence();
  const usedKeys = new Set([...taken, ...given.map(certificateIdKey)]);
  let next = (await highestNumber(sequence)) + 1;
  const courseList = await listCourseChoices();
  const byName = new Map(courseList.map((c) => [c.course_name.trim().toLowerCase(), c]));

  return rows.map((row) => {
    const errors = [...row.errors];
    let assigned: string | null = null;
    if (row.certificate_id) {
      if (errors.length === 0 && taken.has(certificateIdKey(row.certificate_id))) errors.push("A certificate with this ID already exists");
    } else if (errors.length === 0) {
      for (;;) {
        const id = formatSequenceId(sequence.prefix, sequence.year, next++);
        if (!usedKeys.has(certificateIdKey(id))) {
          assigned = id;
          usedKeys.add(certificateIdKey(id));
          break;
        }
      }
    }
    const course = byName.get(row.course_name.trim().toLowerCase());
    return {
      ...row,
      errors,
      assigned_id: assigned,
      course_id: course?.id ?? null,
      duration: row.duration ?? (course ? courseDuration(course.duration_weeks) : null),
    };
  });
}

export type ImportOutcome = { ok: true; ids: string[] } | { ok: false; reason: "bad-rows" } | { ok: false; reason: "taken"; id: string };

const INSERT_BATCH = 500;

/**
 * Applies a planned import: every row signed, then all inserted in one transaction with one
 * audit entry (the count and the IDs). All or nothing: a bad row refuses the whole file,
 * and an ID someone issued meanwhile rolls everything back.
 */
export async function applyImport(planned: PlannedRow[], adminUserId: string): Promise<ImportOutcome> {
  if (planned.some((r) => r.errors.length > 0)) return { ok: false, reason: "bad-rows" };
  // Signed before the transaction: signing reads the key table, and PGlite runs one
  // transaction at a time on its one connection.
  const values: (typeof certificates.$inferInsert)[] = [];
  for (const row of planned) {
    const certificateId = (row.certificate_id ?? row.assigned_id) as string;
    const fields = {
      certificate_id: certificateId,
      student_name: row.student_name,
      course_name: row.course_name,
      course_id: row.course_id,
      duration: row.duration,
      issue_date: row.issue_date,
      approved_by: row.approved_by,
      details: row.details,
    };
    values.push({ ...fields, ...(await signCertificate({ ...fields, revoked_at: null })) });
  }
  const ids = values.map((v) => v.certificate_id);
  try {
    await db.transaction(async (tx) => {
      for (let i = 0; i < values.length; i += INSERT_BATCH) await tx.insert(certificates).values(values.slice(i, i + INSERT_BATCH));
      await audit({ adminUserId, action: "certificates_imported", details: { count: ids.length, certificate_ids: ids } }, tx);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const detail = String(
      (error as { detail?: string; cause?: { detail?: string } }).detail ?? (error as { cause?: { detail?: string } }).cause?.detail ?? "",
    );
    const id = /\(certificate_id\)=\((.*)\)/.exec(detail)?.[1] ?? "one of the IDs";
    return { ok: false, reason: "taken", id };
  }
  return { ok: true, ids };
}
