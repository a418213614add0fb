import { expect } from "vitest";
import * as generateBackupRoute from "#app/routes/api/generate-backup";
import { ROUTE_CONTEXT } from "./call-route";

/** A full backup as `who` downloads it from Admin > Backups (the JSON text); it must be answered 200. */
export async function downloadFullBackup(who: { cookie: string }): Promise<string> {
  const origin = "http://localhost:3000";
  const headers = new Headers({ origin, "content-type": "application/json", cookie: who.cookie });
  const request = new Request(`${origin}/functions/v1/generate-backup`, { method: "POST", headers, body: '{"backupType":"full"}' });
  const response = (await generateBackupRoute.action({ request, params: {}, context: ROUTE_CONTEXT } as never)) as Response;
  expect(response.status).toBe(200);
  return response.text();
}
