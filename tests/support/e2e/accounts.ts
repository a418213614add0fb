/** Accounts the end-to-end server creates before it listens (start-server.mjs). */
export const E2E_PASSWORD = "e2e-password-1";
export const E2E_ACCOUNTS = {
  superAdmin: "e2e-super@example.com",
  admin: "e2e-admin@example.com",
  inactiveAdmin: "e2e-inactive@example.com",
  user: "e2e-user@example.com",
  /** Teaches batch E2E-TRN-1 (meets every day, three students; the test marks today itself); E2E-TRN-2 is another trainer's. */
  trainer: "e2e-trainer@example.com",
} as const;

/** Staff accounts a test may change (password, sessions), one per purpose and viewport width. */
export const e2eAccountFor = (purpose: "reset" | "sessions" | "2fa" | "devices", width: number) => `e2e-${purpose}-${width}@example.com`;

/** The e2e super admin's two-factor secret (start-server.mjs enrols it; support/totp.ts makes its codes). */
export const E2E_TOTP_SECRET = "e2e-known-totp-secret-0123456789";
