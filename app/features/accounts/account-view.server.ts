import type { SessionRow, SignInHistoryRow } from "./sessions.server";
import { describeDevice } from "./user-agent";

/** What the account page shows of one signed-in device. */
export type DeviceView = ReturnType<typeof sessionRows>[number];
/** What the account page shows of one sign-in history entry. */
export type SignInView = ReturnType<typeof signInRows>[number];

const knownIp = (ip: string | null | undefined) => (ip && ip !== "unknown" ? ip : null);

/** The signed-in devices, worded for the page: the browser, the address when known, and which one is this. */
export function sessionRows(sessions: SessionRow[], currentSessionId: string) {
  return sessions.map((s) => ({
    id: s.id,
    device: describeDevice(s.userAgent),
    ip: knownIp(s.ipAddress),
    signedInAt: s.createdAt,
    lastSeen: s.lastSeen,
    current: s.id === currentSessionId,
  }));
}

/** The sign-in history, worded for the page from the security log's details. */
export function signInRows(history: SignInHistoryRow[]) {
  return history.map((h) => {
    const details = (h.details ?? {}) as { ip?: string; user_agent?: string };
    return {
      id: h.id,
      action: h.action,
      ip: knownIp(details.ip),
      device: details.user_agent ? describeDevice(details.user_agent) : null,
      at: h.created_at,
    };
  });
}
