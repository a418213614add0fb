/** A course's length as a certificate prints it: "1 week", "12 weeks". */
export function courseDuration(weeks: number): string {
  return weeks === 1 ? "1 week" : `${weeks} weeks`;
}
