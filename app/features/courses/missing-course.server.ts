import { isUuid } from "#app/lib/ids";
import { contentVersion } from "#app/server/db/content-version.server";
import { db } from "#app/server/db/db.server";
import { courses } from "#app/server/db/schema";
import { logger } from "#app/server/logger.server";

// A course page whose id names no course answers "Course Not Found" (404), the same page for
// every such id. The page cache keeps it once per page kind and language (decision 023's shared
// 404), so made-up course ids cost what a cached page costs, not a database read and a render
// each (about 70 a second, against thousands for a cached page).

/**
 * `/course/{id}`, `/courses/{id}`, `/course-inner/{id}`, in either language: the course routes of
 * routes.ts's SITE_PAGES. A path renamed there and not here fails safe (rendered per request, or
 * the catch-all's 404), and the page cache's robustness test, which asks for all three, fails.
 */
const COURSE_PAGE = /^(?:\/hi)?\/(course|courses|course-inner)\/([^/]+)\/?$/;

/**
 * The kind of course page (`course`, `courses`, `course-inner`) when this path is one whose
 * course does not exist, else null: not a course page, a course that exists, or not yet known.
 */
export function missingCoursePage(pathname: string): string | null {
  return missingCourseIn(pathname, courseIdsNow);
}

/** The same, with the course ids from `ids` (null: not known yet): the front thread's are the app thread's, sent over. */
export function missingCourseIn(pathname: string, ids: () => ReadonlySet<string> | null): string | null {
  const match = COURSE_PAGE.exec(pathname);
  if (!match) return null;
  const [, page, id] = match;
  // Percent-encoded: the router decodes it into an id that may be real. It decides, per request.
  if (id.includes("%")) return null;
  // Not a UUID: the course page answers 404 without asking the database (getCourseById).
  if (!isUuid(id)) return page;
  const known = ids();
  return known !== null && !known.has(id.toLowerCase()) ? page : null;
}

/** Calls `listener` with the course ids each time a new set is read, and now if one is. */
export function onCourseIds(listener: (version: number, ids: ReadonlySet<string>) => void) {
  idsListeners.push(listener);
  if (settled) listener(settled.version, settled.ids);
}
const idsListeners: ((version: number, ids: ReadonlySet<string>) => void)[] = [];

/** Every course's id, any state (an inactive course still has its page), lower case. */
async function readCourseIds(): Promise<ReadonlySet<string>> {
  const rows = await db.select({ id: courses.id }).from(courses);
  return new Set(rows.map((row) => row.id.toLowerCase()));
}
let settled: { version: number; ids: ReadonlySet<string> } | null = null;
let reading: number | null = null;
/** After a failed read (the database away), the next waits this long: one warning, not one per request. */
const RETRY_MS = 5_000;
let retryAt = 0;

/**
 * The course ids as of the current content version, or null while they are read (the page
 * cache's key is decided in the hot path, which does not wait): one read at a time starts here.
 */
function courseIdsNow(): ReadonlySet<string> | null {
  const version = contentVersion();
  if (settled?.version === version) return settled.ids;
  if (reading === version || Date.now() < retryAt) return null;
  reading = version;
  readCourseIds()
    .then(
      (ids) => {
        // A write that began during the read moved the version: what was read may be stale.
        if (contentVersion() !== version) return;
        settled = { version, ids };
        for (const listener of idsListeners) listener(version, ids);
      },
      (error: unknown) => {
        retryAt = Date.now() + RETRY_MS;
        logger.warn({ err: error }, "course pages: could not read the course ids; made-up ids are rendered per request");
      },
    )
    .finally(() => {
      if (reading === version) reading = null;
    });
  return null;
}
