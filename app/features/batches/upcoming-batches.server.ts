import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { isUuid } from "#app/lib/ids";
import { indiaDate } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { batches } from "#app/server/db/schema";
import { admittedCount } from "./batches-admin.server";

/** The statuses a visitor can still join: planned, open for admission, running. */
const UPCOMING = ["planned", "open", "running"] as const;

/**
 * The course page's "Upcoming batches": the course's batches not yet over (end today or later,
 * India time) that are planned, open or running, soonest first, with their seats taken. One
 * query; the page cache keeps it until a write moves the content version (batches and students
 * are public tables for it).
 */
export async function listUpcomingBatches(courseId: string, today: string = indiaDate()) {
  if (!isUuid(courseId)) return [];
  return db
    .select({
      id: batches.id,
      code: batches.code,
      branch: batches.branch,
      start_date: batches.start_date,
      end_date: batches.end_date,
      days: batches.days,
      start_time: batches.start_time,
      end_time: batches.end_time,
      capacity: batches.capacity,
      status: batches.status,
      admitted: admittedCount,
    })
    .from(batches)
    .where(and(eq(batches.course_id, courseId), inArray(batches.status, [...UPCOMING]), gte(batches.end_date, today)))
    .orderBy(asc(batches.start_date), asc(batches.code));
}

export type UpcomingBatch = Awaited<ReturnType<typeof listUpcomingBatches>>[number];
