import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { getSiteSettings } from "#app/features/settings/index.server";
import type { ListParams } from "#app/lib/list-params";
import { audit } from "#app/server/db/audit.server";
import { db } from "#app/server/db/db.server";
import { isUniqueViolation } from "#app/server/db/db-errors.server";
import { newestFirst, type Page, paginateColumns } from "#app/server/db/paginate.server";
import { certificates, courses, leads } from "#app/server/db/schema";
import type { ImportRow } from "./certificate-import";
import type { CertificateCreateValues, CertificateEditValues } from "./certificate-schemas";
import { certificateIdKey, formatSequenceId, sequenceYear } from "./certificate-sequence";
import { signCertificate } from "./certificate-signing.server";

/**
 * Admin certificates (spec 7): all by created_at desc; insert; update (never certificate_id);
 * delete. Issue 12 adds the verification code (every write that changes a signed field signs
 * the record again, through `sign` below), revocation, the ID sequence and bulk import.
 */
const adminColumns = {
  id: certificates.id,
  certificate_id: certificates.certificate_id,
  student_name: certificates.student_name,
  course_name: certificates.course_name,
  course_id: certificates.course_id,
  duration: certificates.duration,
  issue_date: certificates.issue_date,
  approved_by: certificates.approved_by,
  details: certificates.details,
  certificate_image_url: certificates.certificate_image_url,
  revoked_at: certificates.revoked_at,
  revoked_reason: certificates.revoked_reason,
  signature: certificates.signature,
  created_at: certificates.created_at,
};

export type AdminCertificate = NonNullable<Awaited<ReturnType<typeof getCertificate>>>;
/** What the admin pages show of a certificate: everything but its verification code. */
export type CertificateRow = Omit<AdminCertificate, "signature">;

/** The one place admin writes get their verification code (certificate-signing.server.ts). */
function sign(record: { certificate_id: string; student_name: string; course_name: string; issue_date: string; revoked_at: Date | null }) {
  return signCertificate(record);
}

/** The list's columns: everything but the verification code, which never leaves the server. */
const { signature: _signature, ...listColumns } = adminColumns;

/** One page of certificates, newest first (spec 7), the primary key breaking ties. */
export function listAdminCertificates(list: ListParams): Promise<Page<CertificateRow>> {
  return paginateColumns(list, {
    table: certificates,
    columns: listColumns,
    orderBy: newestFirst(certificates.created_at, certificates.id),
  });
}

export async function getCertificate(id: string) {
  const [row] = await db.select(adminColumns).from(certificates).where(eq(certificates.id, id)).limit(1);
  return row ?? null;
}

/** The lookup key in SQL: the same expression as the index certificates_lookup_key_idx. */
const idKeySql = sql`upper(regexp_replace(${certificates.certificate_id}, '[^A-Za-z0-9]', '', 'g'))`;

/**
 * A certificate with this business id. Compared as the public lookup compares them (case,
 * spaces and punctuation do not matter), so two IDs never find the same page.
 */
async function certificateIdTaken(certificateId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(sql`${idKeySql} = ${certificateIdKey(certificateId)}`)
    .limit(1);
  return Boolean(row);
}

/** Which of these IDs are issued already (by lookup key), for the import's dry run. */
async function takenKeys(ids: string[]): Promise<Set<string>> {
  const keys = [...new Set(ids.map(certificateIdKey))];
  const taken = new Set<string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const slice = keys.slice(i, i + 1000);
    const rows = await db
      .select({ key: sql<string>`${idKeySql}` })
      .from(certificates)
      .where(
        sql`${idKeySql} in (${sql.join(
          slice.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    for (const row of rows) taken.add(row.key);
  }
  return taken;
}

// ---------------------------------------------------------------------------------------
// The sequence: PREFIX-YEAR-NNNN

export type Sequence = { prefix: string; year: number };

async function currentSequence(now = new Date()): Promise<Sequence> {
  const { certificate_prefix } = await getSiteSettings();
  return { prefix: certificate_prefix || "STI", year: sequenceYear(now) };
}

/** The highest number issued in the sequence (IDs compared by lookup key, so STI2026-0007 counts). */
async function highestNumber({ prefix, year }: Sequence): Promise<number> {
  const pattern = `^${certificateIdKey(prefix)}${year}([0-9]{1,9})$`;
  const [row] = await db
    .select({ n: sql<string | null>`max(substring(${idKeySql} from ${pattern})::bigint)` })
    .from(certificates)
    .where(sql`${idKeySql} ~ ${pattern}`);
  return Number(row?.n ?? 0);
}

/** The ID the create form suggests: the highest issued in this prefix and year, plus one. */
export async function suggestCertificateId(sequence?: Sequence): Promise<string> {
  const s = sequence ?? (await currentSequence());
  return formatSequenceId(s.prefix, s.year, (await highestNumber(s)) + 1);
}

// ---------------------------------------------------------------------------------------
// Create, edit, delete

type CreateFields = Omit<CertificateCreateValues, "image_url" | "suggested_id"> & { certificate_image_url: string | null };
type EditFields = Omit<CertificateEditValues, "image_url"> & { certificate_image_url: string | null };

export type CreateResult = { ok: true; row: AdminCertificate; movedFrom: string | null } | { ok: false; reason: "duplicate" };

/**
 * Inserts a signed certificate. When `followSequence` (the form's suggested ID was sent as it
 * was) and someone issued that number meanwhile, the next free number is used instead: two
 * staff issuing at once never get the same ID, and neither gets an error. The unique index
 * decides who wins; the loser recomputes and tries again. Any other taken ID is refused.
 */
export async function createCertificate(values: CreateFields, { followSequence = false } = {}): Promise<CreateResult> {
  const wanted = values.certificate_id;
  let candidate = wanted;
  for (let attempt = 0; attempt < 25; attempt++) {
    if (await certificateIdTaken(candidate)) {
      if (!followSequence) return { ok: false, reason: "duplicate" };
      candidate = await suggestCertificateId();
      continue; // checked again at the top: someone may be taking this one too
    }
    const signed = await sign({ ...values, certificate_id: candidate, revoked_at: null });
    try {
      const [row] = await db
        .insert(certificates)
        .values({ ...values, certificate_id: candidate, ...signed })
        .returning(adminColumns);
      return { ok: true, row, movedFrom: candidate === wanted ? null : wanted };
    } catch (error) {
      // Issued by someone else between the check and the insert.
      if (!isUniqueViolation(error) || !followSequence) {
        if (isUniqueViolation(error)) return { ok: false, reason: "duplicate" };
        throw error;
      }
    }
  }
  return { ok: false, reason: "duplicate" };
}

/**
 * Updates everything but certificate_id, which is fixed once the record exists, and signs
 * the new fields. Only when the record is still as `before` was read (same signature and
 * status), so an edit never undoes a revocation that happened meanwhile.
 */
export async function updateCertificate(before: AdminCertificate, values: EditFields) {
  const signed = await sign({ ...values, certificate_id: before.certificate_id, revoked_at: before.revoked_at });
  const [row] = await db
    .update(certificates)
    .set({
      student_name: values.student_name,
      course_name: values.course_name,
      course_id: values.course_id,
      duration: values.duration,
      issue_date: values.issue_date,
      approved_by: values.approved_by,
      details: values.details,
      certificate_image_url: values.certificate_image_url,
      ...signed,
      updated_at: new Date(),
    })
    .where(and(eq(certificates.id, before.id), unchangedSince(before)))
    .returning(adminColumns);
  return row ?? null;
}

/** The record still has the signature and status it had when it was read. */
function unchangedSince(before: AdminCertificate) {
  return and(
    before.signature === null ? isNull(certificates.signature) : eq(certificates.signature, before.signature),
    before.revoked_at === null ? isNull(certificates.revoked_at) : isNotNull(certificates.revoked_at),
  );
}

export async function deleteCertificate(id: string) {
  const [row] = await db.delete(certificates).where(eq(certificates.id, id)).returning(adminColumns);
  return row ?? null;
}

// ---------------------------------------------------------------------------------------
// Revocation

export type RevocationResult =
  | { ok: true; row: AdminCertificate }
  | { ok: false; reason: "missing" | "already" | "not-revoked" | "changed" };

/** Revokes with a reason and signs the new status; refused when already revoked. */
export async function revokeCertificate(id: string, reason: string): Promise<RevocationResult> {
  const before = await getCertificate(id);
  if (!before) return { ok: false, reason: "missing" };
  if (before.revoked_at) return { ok: false, reason: "already" };
  const revokedAt = new Date();
  const signed = await sign({ ...before, revoked_at: revokedAt });
  const [row] = await db
    .update(certificates)
    .set({ revoked_at: revokedAt, revoked_reason: reason, ...signed, updated_at: revokedAt })
    .where(and(eq(certificates.id, id), unchangedSince(before)))
    .returning(adminColumns);
  return row ? { ok: true, row } : { ok: false, reason: "changed" };
}

/** Undoes a revocation (a super_admin's call, checked by the route) and signs the valid status. */
export async function undoRevocation(id: string): Promise<RevocationResult & { before?: AdminCertificate }> {
  const before = await getCertificate(id);
  if (!before) return { ok: false, reason: "missing" };
  if (!before.revoked_at) return { ok: false, reason: "not-revoked" };
  const signed = await sign({ ...before, revoked_at: null });
  const [row] = await db
    .update(certificates)
    .set({ revoked_at: null, revoked_reason: null, ...signed, updated_at: new Date() })
    .where(and(eq(certificates.id, id), unchangedSince(before)))
    .returning(adminColumns);
  return row ? { ok: true, row, before } : { ok: false, reason: "changed" };
}

// ---------------------------------------------------------------------------------------
// Courses for the picker

export function listCourseChoices() {
  return db
    .select({ id: courses.id, course_name: courses.course_name, duration_weeks: courses.duration_weeks, is_active: courses.is_active })
    .from(courses)
    .orderBy(desc(courses.is_active), asc(courses.course_name));
}

export type CourseChoice = Awaited<ReturnType<typeof listCourseChoices>>[number];

export async function getCourseChoice(id: string) {
  const [row] = await db
    .select({ id: courses.id, course_name: courses.course_name, duration_weeks: courses.duration_weeks })
    .from(courses)
    .where(eq(courses.id, id))
    .limit(1);
  return row ?? null;
}

/**
 * A new certificate prefilled from an enrolled lead (issue 12, "issuing without typing"): the
 * student's name, and the course with its duration when the lead names one of ours. Null for a
 * lead that does not exist or is not enrolled.
 */
export async function certificatePrefillFromLead(leadId: string) {
  const [lead] = await db
    .select({ name: leads.name, status: leads.status, course_id: leads.course_id, seat_course_id: leads.seat_course_id })
    .from(leads)
    .where(eq(leads.id, leadId))
    .limit(1);
  if (lead?.status !== "enrolled") return null;
  const courseId = lead.seat_course_id ?? lead.course_id;
  const course = courseId ? await getCourseChoice(courseId) : null;
  return {
    student_name: lead.name,
    course_id: course?.id ?? "",
    duration: course ? courseDuration(course.duration_weeks) : "",
  };
}

export type CertificatePrefill = NonNullable<Awaited<ReturnType<typeof certificatePrefillFromLead>>>;

export function courseDuration(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}

// ---------------------------------------------------------------------------------------
// Bulk import

export type PlannedRow = ImportRow & { assigned_id: string | null; course_id: string | null };

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
    values.push({ ...fields, ...(await sign({ ...fields, revoked_at: null })) });
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

// ---------------------------------------------------------------------------------------
// Bulk PDF

export const PDF_MAX_CERTIFICATES = 200;

export function getCertificatesByIds(ids: string[]) {
  return db.select().from(certificates).where(inArray(certificates.id, ids)).orderBy(asc(certificates.certificate_id));
}
