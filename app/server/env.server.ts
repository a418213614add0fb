import { z } from "zod";

/**
 * The only reader of process.env. Parsed once; a bad value stops start-up with a
 * message that names the variable (see formatEnvError).
 */
const bool = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0", "yes", "no", ""])
    .optional()
    .transform((v) => (v === undefined || v === "" ? fallback : ["true", "1", "yes"].includes(v)));

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    BASE_URL: z.url().optional(),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Ed25519 private key for certificate codes (PKCS#8 PEM or a base64 32-byte seed); else generated into DATA_DIR. */
    CERT_SIGNING_KEY: optionalString,
    ADMIN_EMAIL: z
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    ADMIN_PASSWORD: z
      .string()
      .min(8, "must be at least 8 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    SEED_DEMO: bool(true),
    REQUIRE_EMAIL_VERIFICATION: bool(true),
    /** Super admins must set up two-factor authentication before using the admin (decision 011). */
    REQUIRE_2FA_FOR_SUPER_ADMINS: bool(true),
    REQUIRE_2FA_FOR_ALL_STAFF: bool(false),
    TRUST_PROXY: bool(false),
    /** Behind TRUST_PROXY: how many proxies of ours add to X-Forwarded-For (counted from the right). */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    SMTP_URL: optionalString.pipe(z.url().optional()),
    MAIL_FROM: z.string().default("Supertech Institute <no-reply@supertech.example>"),
    STAFF_EMAIL: z
      .email()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Multiplies every rate limit's budget (tests that sign in many times use a large one). */
    RATE_LIMIT_SCALE: z.coerce.number().positive().default(1),
    UPLOAD_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(5 * 1024 * 1024),
    /** Largest accepted backup file for Admin > Backups > Restore (its own limit, streamed). */
    RESTORE_MAX_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(256 * 1024 * 1024),
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_REGION: z.string().default("us-east-1"),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_PUBLIC_URL: optionalString.pipe(z.url().optional()),
    S3_FORCE_PATH_STYLE: bool(true),
    GOOGLE_PLACES_API_KEY: optionalString,
    GOOGLE_PLACES_API_BASE: z.url().default("https://maps.googleapis.com/maps/api/place"),
    GOOGLE_PLACES_TIMEOUT_MS: z.coerce.number().int().positive().default(4000),
    /** Lead desk (decision 016): the daily digest goes out at this hour, India time. */
    DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(8),
    /** Scheduled backups (app/features/backups/README.md): the hour of the nightly run, India time. */
    BACKUP_HOUR: z.coerce.number().int().min(0).max(23).default(2),
    /** AES-256-GCM key for backup files (docs/backup-format.md): 32 bytes as 64 hex characters or base64. */
    BACKUP_KEY: optionalString.transform((v, ctx) => {
      if (v === undefined) return undefined;
      const key = /^[0-9a-fA-F]{64}$/.test(v) ? Buffer.from(v, "hex") : /^[A-Za-z0-9+/]{43}=?$/.test(v) ? Buffer.from(v, "base64") : null;
      if (key?.length === 32) return key;
      ctx.addIssue({ code: "custom", message: "must be 32 bytes, written as 64 hex characters or base64 (openssl rand -base64 32)" });
      return z.NEVER;
    }),
    /** Retention of stored backups: the newest of each of the last N days, ISO weeks and months are kept. */
    BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
    BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
    BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(600).default(12),
    /** WhatsApp Cloud API: all four set turns it on (app/features/lead-desk/whatsapp-messages.server.ts). */
    WHATSAPP_TOKEN: optionalString,
    WHATSAPP_PHONE_NUMBER_ID: optionalString,
    WHATSAPP_APP_SECRET: optionalString,
    WHATSAPP_VERIFY_TOKEN: optionalString,
    WHATSAPP_API_BASE: z.url().default("https://graph.facebook.com/v21.0"),
    /** Approved templates: the confirmation to the lead ({{1}} name, {{2}} course), the alert to the institute. */
    WHATSAPP_CONFIRM_TEMPLATE: z.string().min(1).default("enquiry_confirmation"),
    WHATSAPP_ALERT_TEMPLATE: z.string().min(1).default("new_enquiry_alert"),
    /** Absence alert to a student and guardian ({{1}} name, {{2}} classes missed, {{3}} batch, {{4}} since, {{5}} student page). */
    WHATSAPP_ABSENCE_TEMPLATE: z.string().min(1).default("absence_alert"),
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().min(2).default("hi"),
    /** Fee reminder ({{1}} name, {{2}} amount, {{3}} due date, {{4}} how to pay, {{5}} institute phone, {{6}} student page). */
    WHATSAPP_FEE_REMINDER_TEMPLATE: z.string().min(1).default("fee_reminder"),
    /** A Razorpay payment link for a due ({{1}} name, {{2}} amount, {{3}} what for, {{4}} the link). */
    WHATSAPP_PAYMENT_LINK_TEMPLATE: z.string().min(1).default("fee_payment_link"),
    /** A receipt after an online payment ({{1}} name, {{2}} amount, {{3}} receipt number, {{4}} verify URL, {{5}} student page). */
    WHATSAPP_RECEIPT_TEMPLATE: z.string().min(1).default("fee_receipt"),
    /** The student portal's sign-in code: an authentication template ({{1}} the 6-digit code). */
    WHATSAPP_PORTAL_CODE_TEMPLATE: z.string().min(1).default("portal_sign_in_code"),
    /** Razorpay (app/features/fees/online): all three set turns online payment on. */
    RAZORPAY_KEY_ID: optionalString,
    RAZORPAY_KEY_SECRET: optionalString,
    RAZORPAY_WEBHOOK_SECRET: optionalString,
    /** Razorpay's API origin (without /v1); tests point it at the loopback stand-in. */
    RAZORPAY_API_BASE: z.url().default("https://api.razorpay.com"),
    /** On SIGTERM/SIGINT: how long requests in flight may take before the server exits anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
    /** At start-up: how long to keep retrying an unreachable PostgreSQL before giving up. */
    DATABASE_STARTUP_TIMEOUT_MS: z.coerce.number().int().min(0).default(60_000),
    /** The longest a request waits for the database (a pool connection or a turn); then 503. */
    DATABASE_WAIT_MS: z.coerce.number().int().positive().default(5_000),
    /** Dynamic requests handled at once; more wait in line (at most DATABASE_WAIT_MS). */
    MAX_CONCURRENT_REQUESTS: z.coerce.number().int().positive().default(16),
    /** Memory for the anonymous page cache (decision 012), in megabytes; 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).default(64),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_EMAIL ? "ADMIN_PASSWORD" : "ADMIN_EMAIL"],
        message: "ADMIN_EMAIL and ADMIN_PASSWORD must be set together",
      });
    }
    if (env.S3_BUCKET && !(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_ACCESS_KEY_ID"],
        message: "S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY",
      });
    }
  });

export type Env = z.output<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(env)"}: ${issue.message}`);
    throw new EnvError(`Invalid environment configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let cached: Env | undefined;

export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The log level, read leniently: the logger must exist before (and report) a configuration
 * error, so an invalid LOG_LEVEL falls back here and getEnv() names it.
 */
export function logLevel(): string {
  const level = envSchema.shape.LOG_LEVEL.safeParse(process.env.LOG_LEVEL || undefined);
  if (level.success && process.env.LOG_LEVEL) return level.data;
  return process.env.NODE_ENV === "test" ? "warn" : "info";
}

/** The public origin of the site, without a trailing slash. */
export function baseUrl(env: Env = getEnv()): string {
  return (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
}
