import type { SessionRow, SignInHistoryRow } from "./sessions.server";
import type { TrustedDevice } from "./trusted-devices.server";
import { describeDevice } from "./user-agent";

/** What the account page shows of one signed-in device. */
export type DeviceView = ReturnType<typeof sessionRows>[number];
/** What the account page shows of one sign-in history entry. */
/** What the account page shows of one remembered browser. */
export type TrustedDeviceView = ReturnType<typeof trustedDeviceRows>[number];
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

/** The browsers that skip the second factor, worded for the page. */
export function trustedDeviceRows(devices: TrustedDevice[], thisBrowser: string | null) {
  // The verification row's id, never the identifier the trust cookie carries.
  return devices.map((d) => ({
    id: d.id,
    device: describeDevice(d.userAgent),
    ip: knownIp(d.ip),
    rememberedAt: d.rememberedAt,
    expiresAt: d.expiresAt,
    current: d.identifier === thisBrowser,
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
