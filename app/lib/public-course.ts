/** The course fields public pages read (spec 3). fee_amount is the numeric column as a string. */
export type PublicCourse = {
  id: string;
  course_name: string;
  course_code: string;
  course_type: string;
  description: string | null;
  duration_weeks: number;
  fee_amount: string;
  max_students: number;
  currently_enrolled: number | null;
  instructor_name: string | null;
  start_date: string | null;
  end_date: string | null;
  is_active: boolean;
  /** Staff's choice of trade; null means the one course_type implies (lib/trades.ts). */
  trade?: string | null;
  is_featured?: boolean;
  /** Hindi name and description; null or empty shows the English. */
  name_hi?: string | null;
  description_hi?: string | null;
};
