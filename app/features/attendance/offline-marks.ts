import type { AttendanceMark } from "#app/lib/batch-vocabulary";

/**
 * Marks kept on the phone until the server has them (decision 038-attendance-offline-sheet): one
 * localStorage entry per batch and day, holding the marks and the save id the server
 * recognises when the same save arrives twice. Browser-only; every call tolerates a browser
 * that refuses storage (private mode), in which case marks are simply not kept.
 */
export type PendingSave = { batchId: string; day: string; saveId: string; marks: Record<string, AttendanceMark> };

const PREFIX = "attendance:";
const keyOf = (batchId: string, day: string) => `${PREFIX}${batchId}:${day}`;

export function keepPending(save: PendingSave): void {
  try {
    localStorage.setItem(keyOf(save.batchId, save.day), JSON.stringify(save));
  } catch {
    // Storage full or refused: the save is still tried over the network.
  }
}

export function dropPending(batchId: string, day: string, saveId: string): void {
  try {
    // Only the save that was sent: marks changed and saved again meanwhile stay.
    if (readPending(batchId, day)?.saveId === saveId) localStorage.removeItem(keyOf(batchId, day));
  } catch {
    // Nothing kept, nothing to drop.
  }
}

export function readPending(batchId: string, day: string): PendingSave | null {
  try {
    const text = localStorage.getItem(keyOf(batchId, day));
    return text ? (JSON.parse(text) as PendingSave) : null;
  } catch {
    return null;
  }
}

/** Every save of the batch still waiting to be sent, any day (the phone may hold several). */
export function pendingOfBatch(batchId: string): PendingSave[] {
  const saves: PendingSave[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (!key?.startsWith(`${PREFIX}${batchId}:`)) continue;
      const save = readPending(batchId, key.slice(PREFIX.length + batchId.length + 1));
      if (save) saves.push(save);
    }
  } catch {
    return saves;
  }
  return saves;
}

/** A random id for one save; crypto.randomUUID needs a secure context, which a LAN address is not. */
export function newSaveId(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export type SendResult = { outcome: "saved" } | { outcome: "refused"; message: string } | { outcome: "retry"; signedOut?: boolean };

/**
 * Posts a kept save as the form would (urlencoded, `js=1` so the action answers in place
 * instead of redirecting). A network error, a 5xx or 503 means "try again later"; a 400 is the
 * server's refusal, with the message the page shows; a redirect means the session ended.
 */
export async function sendPending(url: string, save: PendingSave): Promise<SendResult> {
  const body = new URLSearchParams({ day: save.day, saveId: save.saveId, js: "1" });
  for (const [id, mark] of Object.entries(save.marks)) body.set(`mark-${id}`, mark);
  let response: Response;
  try {
    response = await fetch(url, { method: "POST", body, credentials: "same-origin", headers: { accept: "text/html" } });
  } catch {
    return { outcome: "retry" };
  }
  if (response.redirected) return { outcome: "retry", signedOut: true };
  if (response.ok) return { outcome: "saved" };
  if (response.status === 400 || response.status === 404) {
    const html = await response.text().catch(() => "");
    const message = new DOMParser().parseFromString(html, "text/html").querySelector("[data-attendance-refusal]")?.textContent;
    return { outcome: "refused", message: message?.trim() || "The server refused these marks. Reload the page and mark the day again." };
  }
  return { outcome: "retry" };
}
