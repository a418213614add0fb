import type { Refusable, Refusal } from "#app/lib/refusal";
import { db, type Transaction } from "./db.server";

/** A refusal thrown inside a transaction, so whatever it wrote rolls back. */
export class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

/** Runs `work` in one transaction; a Refused thrown inside rolls it back and comes back as the refusal. */
export async function refusable<T>(work: (tx: Transaction) => Promise<Refusable<T>>): Promise<Refusable<T>> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Refused) return error.refusal;
    throw error;
  }
}
