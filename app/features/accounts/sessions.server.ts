import { and, desc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import { db } from "#app/server/db/db.server";
import { adminLogs, session } from "#app/server/db/schema";
import { SIGN_IN_HISTORY_ACTIONS } from "./security-log.server";

/** How often a session's "last seen" moves: one write per five minutes of use at most. */
const TOUCH_EVERY_MS = 5 * 60_000;
const HISTORY_LIMIT = 20;

export type SessionRow = { id: string; ipAddress: string | null; userAgent: string | null; createdAt: Date; lastSeen: Date };

/** The account's sessions that have not expired, the most recently used first. */
export async function listActiveSessions(userId: string): Promise<SessionRow[]> {
  return db
    .select({
      id: session.id,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      lastSeen: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(desc(session.updatedAt));
}

/**
 * Marks the session as used now, at most every five minutes (the condition makes the
 * other calls a no-op), so the sessions list can say when each device was last seen.
 */
export async function touchSession(sessionId: string): Promise<void> {
  const now = new Date();
  await db
    .update(session)
    .set({ updatedAt: now })
    .where(and(eq(session.id, sessionId), lt(session.updatedAt, new Date(now.getTime() - TOUCH_EVERY_MS))));
}

/** Ends one of the account's sessions (never another account's); returns whether one was ended. */
export async function endSession(userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), eq(session.id, sessionId)))
    .returning({ id: session.id });
  return ended.length > 0;
}

/** Ends every session of the account but the current one; returns how many. */
export async function endOtherSessions(userId: string, currentSessionId: string): Promise<number> {
  const ended = await db
    .delete(session)
    .where(and(eq(session.userId, userId), ne(session.id, currentSessionId)))
    .returning({ id: session.id });
  return ended.length;
}

export type SignInHistoryRow = { id: string; action: string; details: unknown; created_at: Date };

/** The account's latest sign-ins, failures, locks and password changes from the security log. */
export async function signInHistory(userId: string): Promise<SignInHistoryRow[]> {
  return db
    .select({ id: adminLogs.id, action: adminLogs.action, details: adminLogs.details, created_at: adminLogs.created_at })
    .from(adminLogs)
    .where(and(eq(adminLogs.target_user_id, userId), inArray(adminLogs.action, SIGN_IN_HISTORY_ACTIONS)))
    .orderBy(desc(adminLogs.created_at))
    .limit(HISTORY_LIMIT);
}
