import { getEnv } from "#app/server/env.server";
import { logger } from "#app/server/logger.server";

let warned = false;

/**
 * Backups hold personal data: copied to S3 without BACKUP_KEY they leave the machine in
 * clear. Start-up says so once (the backups still run: a copy in clear beats none).
 */
export function warnUnencryptedOffsite(): boolean {
  const env = getEnv();
  if (warned || !env.S3_BUCKET || env.BACKUP_KEY) return false;
  warned = true;
  logger.warn(
    "Backups are copied to S3 without encryption: set BACKUP_KEY (32 bytes, openssl rand -base64 32) so personal data never leaves this machine in clear",
  );
  return true;
}
