export { type Refusal, refusal } from "#app/lib/refusal";

/** The words of a full batch, for an admission and a move alike. */
export function batchFullMessage(code: string, studying: number, capacity: number): string {
  return `Batch ${code} is full (${studying} of ${capacity} seats taken). An admin can tick the override and give a reason to go beyond its seats.`;
}
