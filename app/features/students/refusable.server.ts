import { db, type Transaction } from "#app/server/db/db.server";
import type { Refusal, StudentResult } from "./student-result";

/** A refusal thrown inside a transaction, so whatever it wrote rolls back. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Runs `work` in one transaction; a Refused thrown inside rolls it back and comes back as the refusal. */
export async function refusable<T>(work: (tx: Transaction) => Promise<StudentResult<T>>): Promise<StudentResult<T>> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
