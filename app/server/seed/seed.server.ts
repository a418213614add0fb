import { sql } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { certificates, courseInquiries, courses, gallery, messages, pgOrders, pgProducts } from "#app/server/db/schema";
import { DEMO_COURSE_HINDI } from "./demo-course-hindi";
import { DEMO_COURSE_PAGES } from "./demo-course-pages";
import { DEMO_CERTIFICATES, DEMO_COURSES, DEMO_GALLERY, DEMO_INQUIRIES, DEMO_MESSAGES, DEMO_ORDERS, DEMO_PRODUCTS } from "./demo-data";

const DAY = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Fills an empty database with the demo institute. Idempotent: it does nothing once any
 * course exists, so restarts and real data are never touched.
 */
export async function seedDemoContent(now = new Date()): Promise<boolean> {
  const [{ count }] = await db.select({ count: sql<number>`count(*)::int` }).from(courses);
  if (count > 0) return false;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(courses)
      .values(
        DEMO_COURSES.map(({ starts_in_days, fee_amount, ...course }, index) => {
          const start = new Date(now.getTime() + starts_in_days * DAY);
          const page = DEMO_COURSE_PAGES[course.course_code];
          return {
            ...course,
            ...(page ? coursePageColumns(page, now) : DEMO_COURSE_HINDI[course.course_code]),
            fee_amount: fee_amount.toFixed(2),
            start_date: isoDate(start),
            end_date: isoDate(new Date(start.getTime() + course.duration_weeks * 7 * DAY)),
            // Spread creation times so "newest first" lists have a stable, believable order.
            created_at: new Date(now.getTime() - (DEMO_COURSES.length - index) * 60_000),
          };
        }),
      )
      .returning({ id: courses.id, code: courses.course_code });
    const idByCode = new Map(inserted.map((row) => [row.code, row.id]));
    await tx.insert(gallery).values(DEMO_GALLERY.map((item, index) => ({ ...item, sort_order: index })));
    await tx
      .insert(certificates)
      .values(DEMO_CERTIFICATES.map((item) => ({ ...item, certificate_image_url: "/images/certificates/sample.svg" })));
    await tx.insert(courseInquiries).values(
      DEMO_INQUIRIES.map(({ course_code, days_ago, ...inquiry }) => ({
        ...inquiry,
        course_id: idByCode.get(course_code) ?? null,
        created_at: new Date(now.getTime() - days_ago * DAY - 3_600_000),
      })),
    );
    await tx
      .insert(messages)
      .values(DEMO_MESSAGES.map(({ minutes_ago, ...m }) => ({ ...m, created_at: new Date(now.getTime() - minutes_ago * 60_000) })));
    await tx.insert(pgProducts).values(DEMO_PRODUCTS);
    await tx
      .insert(pgOrders)
      .values(DEMO_ORDERS.map(({ days_ago, ...o }) => ({ ...o, created_at: new Date(now.getTime() - days_ago * DAY) })));
  });
  return true;
}

/** A demo course page's columns: the syllabus in each language, the next batch as a date from the seeding day. */
function coursePageColumns({ next_batch_in_days, modules, ...page }: (typeof DEMO_COURSE_PAGES)[string], now: Date) {
  return {
    ...page,
    syllabus: modules.map(([title, , hours]) => ({ title, hours })),
    syllabus_hi: modules.map(([, title, hours]) => ({ title, hours })),
    next_batch_date: isoDate(new Date(now.getTime() + next_batch_in_days * DAY)),
  };
}
