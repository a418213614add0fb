import { audit } from "#app/server/db/audit.server";
import { logger } from "#app/server/logger.server";

/**
 * The security log (decision 011: "What staff get" 5): sign-ins, failures, locks, password and
 * session changes and 2FA changes, written to admin_logs so /admin/logs shows them with the
 * rest. The account is both actor and target (an unknown e-mail is logged as "anonymous"),
 * and details carry the e-mail, client address and browser for the sign-in history.
 */
export const SECURITY_ACTIONS = {
  signIn: "sign_in",
  signInFailed: "sign_in_failed",
  accountLocked: "account_locked",
  passwordChanged: "password_changed",
  passwordResetRequested: "password_reset_requested",
  passwordReset: "password_reset",
  sessionEnded: "session_ended",
  otherSessionsEnded: "other_sessions_ended",
  trustedDevicesForgotten: "trusted_devices_forgotten",
  /** The password was right; the sign-in waits for a code (two-factor on). */
  signInAwaitingCode: "sign_in_awaiting_code",
  twoFactorFailed: "two_factor_failed",
  /** Set-up asked for a new secret and backup codes; two-factor is on once a code from it is verified. */
  twoFactorSetupStarted: "two_factor_setup_started",
  twoFactorEnabled: "two_factor_enabled",
  twoFactorDisabled: "two_factor_disabled",
  backupCodesRenewed: "backup_codes_renewed",
} as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[keyof typeof SECURITY_ACTIONS];

/** The actions shown as the account's sign-in history on /admin/account. */
export const SIGN_IN_HISTORY_ACTIONS: SecurityAction[] = [
  SECURITY_ACTIONS.signIn,
  SECURITY_ACTIONS.signInFailed,
  SECURITY_ACTIONS.twoFactorFailed,
  SECURITY_ACTIONS.accountLocked,
  SECURITY_ACTIONS.twoFactorEnabled,
  SECURITY_ACTIONS.twoFactorDisabled,
  SECURITY_ACTIONS.passwordReset,
  SECURITY_ACTIONS.passwordChanged,
];

const ANONYMOUS_ACTOR = "anonymous";

export type SecurityEvent = {
  action: SecurityAction;
  userId: string | null;
  email?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
};

/**
 * Writes one entry. A failure to write is logged, not thrown: it must not turn a sign-in or
 * a password change that already happened into an error page.
 */
export async function logSecurityEvent(event: SecurityEvent): Promise<void> {
  try {
    await audit({
      adminUserId: event.userId ?? ANONYMOUS_ACTOR,
      targetUserId: event.userId,
      action: event.action,
      details: {
        ...(event.email ? { email: event.email.trim().toLowerCase() } : {}),
        ...(event.ip ? { ip: event.ip } : {}),
        ...(event.userAgent ? { user_agent: event.userAgent.slice(0, 300) } : {}),
        ...event.details,
      },
    });
  } catch (error) {
    logger.error({ err: error, action: event.action }, "security log write failed");
  }
}
