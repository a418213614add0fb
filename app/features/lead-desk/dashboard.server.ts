import { sql } from "drizzle-orm";
import { startOfIndiaDay, startOfIndiaMonth } from "#app/lib/india-time";
import type { LeadKind } from "./lead-vocabulary";
import { query } from "./sql.server";

/**
 * The dashboard's real numbers (issue 10), India time. Each figure is one indexed query
 * over `leads` (and Better Auth's `session` for the unexpired sessions).
 */
export type LeadDashboard = {
  leadsThisMonth: number;
  leadsLastMonth: number;
  /** This month against last, in percent; null when last month had none. */
  growthPercent: number | null;
  activeSessions: number;
  newToday: number;
  newThisWeek: number;
  /** Not yet answered: the sidebar badge. */
  newUncontacted: number;
  followUpsDue: number;
  byKind30d: { kind: LeadKind; count: number }[];
  byCourse30d: { course: string; count: number }[];
  /** The last six months, oldest first; rate is enrolled ÷ leads (0 when none). */
  conversionByMonth: { month: string; leads: number; enrolled: number; rate: number }[];
  /** Median minutes from a lead's arrival to the first staff action, last 90 days; null when none. */
  medianFirstResponseMinutes: number | null;
};

export async function leadDashboard({ now = new Date() }: { now?: Date } = {}): Promise<LeadDashboard> {
  const today = startOfIndiaDay(now);
  const tomorrow = startOfIndiaDay(now, 1);
  // India weeks start on Monday.
  const weekday = (new Date(today.getTime() + 330 * 60_000).getUTCDay() + 6) % 7;
  const week = startOfIndiaDay(now, -weekday);
  const month = startOfIndiaMonth(now);
  const lastMonth = startOfIndiaMonth(now, -1);
  const sixMonths = startOfIndiaMonth(now, -5);
  const days30 = new Date(now.getTime() - 30 * 86_400_000);
  const days90 = new Date(now.getTime() - 90 * 86_400_000);

  const [[counts], byKind, byCourse, conversion] = await Promise.all([
    query<Omit<LeadDashboard, "growthPercent" | "byKind30d" | "byCourse30d" | "conversionByMonth">>(sql`
      select
        (select count(*)::int from leads where created_at >= ${month}) as "leadsThisMonth",
        (select count(*)::int from leads where created_at >= ${lastMonth} and created_at < ${month}) as "leadsLastMonth",
        (select count(*)::int from "session" where expires_at > ${now}) as "activeSessions",
        (select count(*)::int from leads where created_at >= ${today}) as "newToday",
        (select count(*)::int from leads where created_at >= ${week}) as "newThisWeek",
        (select count(*)::int from leads where status = 'pending' and first_response_at is null) as "newUncontacted",
        (select count(*)::int from leads where follow_up_at is not null and follow_up_at < ${tomorrow}) as "followUpsDue",
        (select round((percentile_cont(0.5) within group (order by extract(epoch from first_response_at - created_at)) / 60)::numeric, 1)::float8
           from leads where first_response_at is not null and created_at >= ${days90}) as "medianFirstResponseMinutes"`),
    query<{ kind: LeadKind; count: number }>(
      sql`select kind, count(*)::int as count from leads where created_at >= ${days30} group by kind order by count desc`,
    ),
    query<{ course: string; count: number }>(sql`
      select coalesce(c.course_name, l.course_name, 'No course') as course, count(*)::int as count
      from leads l left join supertech_courses c on c.id = l.course_id
      where l.created_at >= ${days30} and l.kind <> 'newsletter'
      group by 1 order by count desc, course limit 12`),
    query<{ month: string; leads: number; enrolled: number }>(sql`
      select to_char(date_trunc('month', created_at at time zone 'Asia/Kolkata'), 'YYYY-MM') as month,
             count(*)::int as leads, count(*) filter (where status = 'enrolled')::int as enrolled
      from leads where created_at >= ${sixMonths} group by 1 order by 1`),
  ]);
  return {
    ...counts,
    growthPercent: counts.leadsLastMonth
      ? Math.round(((counts.leadsThisMonth - counts.leadsLastMonth) / counts.leadsLastMonth) * 1000) / 10
      : null,
    byKind30d: byKind,
    byCourse30d: byCourse,
    conversionByMonth: conversion.map((m) => ({ ...m, rate: m.leads ? Math.round((m.enrolled / m.leads) * 1000) / 1000 : 0 })),
  };
}
