import { eq } from "drizzle-orm";
import { BATCH_DEFAULTS } from "#app/lib/batch-vocabulary";
import { memoByContentVersion } from "#app/server/db/content-version.server";
import { db } from "#app/server/db/db.server";
import { siteSettings } from "#app/server/db/schema";

/** The settings batches, attendance and certificates read (decision 037), with their defaults. */
export type BatchSettings = {
  studentNumberPrefix: string;
  branches: string[];
  /** Consecutive absences before the student and guardian are alerted. */
  absenceAlertAfter: number;
  /** The attendance % a certificate needs (the site's "at least 80%"). */
  certificateMinAttendance: number;
};

/** Read once per content version, like the rest of the settings (decision 012). */
export const batchSettings: () => Promise<BatchSettings> = memoByContentVersion(async () => {
  const [row] = await db
    .select({
      studentNumberPrefix: siteSettings.student_number_prefix,
      branches: siteSettings.branches,
      absenceAlertAfter: siteSettings.absence_alert_after,
      certificateMinAttendance: siteSettings.certificate_min_attendance,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1))
    .limit(1);
  return row ?? { ...BATCH_DEFAULTS, branches: [...BATCH_DEFAULTS.branches] };
});
