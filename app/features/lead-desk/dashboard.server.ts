import { and, count, desc, eq, gt, gte, isNotNull, isNull, lt, ne, sql } from "drizzle-orm";
import { INDIA_TIME_ZONE, indiaWeekday, startOfIndiaDay, startOfIndiaMonth } from "#app/lib/india-time";
import { db } from "#app/server/db/db.server";
import { courses, leads, session } from "#app/server/db/schema";

const DAY_MS = 86_400_000;
/** The month of a lead's arrival in India, "2026-11"; the zone is our constant, written into the SQL. */
const indiaMonth = sql<string>`to_char(date_trunc('month', ${leads.created_at} at time zone ${sql.raw(`'${INDIA_TIME_ZONE}'`)}), 'YYYY-MM')`;

/**
 * The dashboard's real numbers (decision 016), India time. Each figure is one indexed query
 * over `leads` (and Better Auth's `session` for the unexpired sessions), in one round of
 * parallel queries.
 */
export async function leadDashboard({ now = new Date() }: { now?: Date } = {}) {
  const today = startOfIndiaDay(now);
  // India weeks start on Monday.
  const week = startOfIndiaDay(now, -indiaWeekday(now));
  const month = startOfIndiaMonth(now);
  const lastMonth = startOfIndiaMonth(now, -1);
  const days30 = new Date(now.getTime() - 30 * DAY_MS);
  const days90 = new Date(now.getTime() - 90 * DAY_MS);
  const [
    leadsThisMonth,
    leadsLastMonth,
    activeSessions,
    newToday,
    newThisWeek,
    newUncontacted,
    followUpsDue,
    [median],
    byKind30d,
    byCourse30d,
    conversion,
  ] = await Promise.all([
    db.$count(leads, gte(leads.created_at, month)),
    db.$count(leads, and(gte(leads.created_at, lastMonth), lt(leads.created_at, month))),
    db.$count(session, gt(session.expiresAt, now)),
    db.$count(leads, gte(leads.created_at, today)),
    db.$count(leads, gte(leads.created_at, week)),
    // Not yet answered: the sidebar badge.
    db.$count(leads, and(eq(leads.status, "pending"), isNull(leads.first_response_at))),
    db.$count(leads, and(isNotNull(leads.follow_up_at), lt(leads.follow_up_at, startOfIndiaDay(now, 1)))),
    medianFirstResponse(days90),
    db
      .select({ kind: leads.kind, count: count() })
      .from(leads)
      .where(gte(leads.created_at, days30))
      .groupBy(leads.kind)
      .orderBy(desc(count())),
    leadsPerCourse(days30),
    db
      .select({ month: indiaMonth, leads: count(), enrolled: sql`count(*) filter (where ${eq(leads.status, "enrolled")})`.mapWith(Number) })
      .from(leads)
      .where(gte(leads.created_at, startOfIndiaMonth(now, -5)))
      .groupBy(indiaMonth)
      .orderBy(indiaMonth),
  ]);
  return {
    leadsThisMonth,
    leadsLastMonth,
    /** This month against last, in percent; null when last month had none. */
    growthPercent: leadsLastMonth ? Math.round(((leadsThisMonth - leadsLastMonth) / leadsLastMonth) * 1000) / 10 : null,
    activeSessions,
    newToday,
    newThisWeek,
    newUncontacted,
    followUpsDue,
    byKind30d,
    byCourse30d,
    /** The last six months, oldest first; rate is enrolled ÷ leads (0 when none). */
    conversionByMonth: conversion.map((m) => ({ ...m, rate: m.leads ? Math.round((m.enrolled / m.leads) * 1000) / 1000 : 0 })),
    /** Median minutes from a lead's arrival to the first staff action, last 90 days; null when none. */
    medianFirstResponseMinutes: median?.minutes ?? null,
  };
}

/** Median minutes from a lead's arrival to the first staff action, of the leads since `since`; null when none. */
function medianFirstResponse(since: Date) {
  return db
    .select({
      minutes: sql<
        number | null
      >`round((percentile_cont(0.5) within group (order by extract(epoch from ${leads.first_response_at} - ${leads.created_at})) / 60)::numeric, 1)::float8`,
    })
    .from(leads)
    .where(and(isNotNull(leads.first_response_at), gte(leads.created_at, since)));
}

/** Leads per course since `since` (the catalogue's name, else the form's, else "No course"), the 12 largest; newsletter sign-ups name no course. */
function leadsPerCourse(since: Date) {
  const course = sql<string>`coalesce(${courses.course_name}, ${leads.course_name}, 'No course')`;
  return db
    .select({ course, count: count() })
    .from(leads)
    .leftJoin(courses, eq(courses.id, leads.course_id))
    .where(and(gte(leads.created_at, since), ne(leads.kind, "newsletter")))
    .groupBy(course)
    .orderBy(desc(count()), course)
    .limit(12);
}
