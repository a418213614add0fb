/**
 * Certificate eligibility as a rule on counts (pure): attendance at least the minimum in
 * settings, Late counting as present, and every practical task of the course signed off.
 * Compared in whole numbers (attended × 100 ≥ minimum × marked), so 79.9% is never rounded to 80%.
 */
export type EligibilityCounts = { marked: number; attended: number; tasksDone: number; tasksTotal: number };

export type Eligibility = {
  /** Days marked, and of those present or late. */
  marked: number;
  attended: number;
  /** The attendance %, rounded down to one decimal (null before any day is marked). */
  attendancePercent: number | null;
  tasksDone: number;
  tasksTotal: number;
  minAttendance: number;
  eligible: boolean;
  /** Why not, in words staff read ("Attendance 72% (needs 80%)"); empty when eligible. */
  reasons: string[];
};

export function judgeEligibility(counts: EligibilityCounts, minAttendance: number): Eligibility {
  const { marked, attended, tasksDone, tasksTotal } = counts;
  const attendancePercent = marked ? Math.floor((attended * 1000) / marked) / 10 : null;
  const reasons: string[] = [];
  if (!marked) reasons.push("No attendance marked yet");
  else if (attended * 100 < minAttendance * marked) reasons.push(`Attendance ${attendancePercent}% (needs ${minAttendance}%)`);
  const left = tasksTotal - tasksDone;
  if (left > 0) reasons.push(`${left} of ${tasksTotal} practical tasks still to sign off`);
  return { marked, attended, attendancePercent, tasksDone, tasksTotal, minAttendance, eligible: reasons.length === 0, reasons };
}
