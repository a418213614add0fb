import { useCallback, useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { AttendanceMark } from "#app/lib/batch-vocabulary";
import { dropPending, keepPending, newSaveId, pendingOfBatch, readPending, sendPending } from "./offline-marks";

/** What the save bar says: nothing yet, sending, stored on the server, kept on the phone, or refused. */
export type SyncState =
  | { state: "idle" }
  | { state: "saving" }
  | { state: "saved" }
  | { state: "waiting"; signedOut?: boolean }
  | { state: "refused"; message: string };

const RETRY_MS = 15_000;

/**
 * The sheet's saves with JavaScript: every save is first kept on the phone (offline-marks.ts),
 * then sent; it leaves the phone only once the server has it. Kept saves of the batch are sent
 * again when the browser says the network is back, when the page opens, and every 15 s while
 * any wait, so a trainer on a dropping 3G line never loses a day.
 */
export function useAttendanceSync({ batchId, day, url }: { batchId: string; day: string; url: string }) {
  const [sync, setSync] = useState<SyncState>({ state: "idle" });
  const [online, setOnline] = useState(true);
  const revalidator = useRevalidator();
  const sending = useRef(false);
  // A save made while another was being sent: sent right after it.
  const again = useRef(false);

  const flush = useCallback(async () => {
    if (sending.current) {
      again.current = true;
      return;
    }
    again.current = false;
    const saves = pendingOfBatch(batchId);
    if (saves.length === 0) return;
    sending.current = true;
    try {
      for (const save of saves) {
        if (save.day === day) setSync({ state: "saving" });
        const result = await sendPending(`${url}?date=${save.day}`, save);
        if (result.outcome === "retry") {
          setSync({ state: "waiting", signedOut: result.signedOut });
          return;
        }
        dropPending(batchId, save.day, save.saveId);
        if (save.day !== day) continue;
        setSync(result.outcome === "saved" ? { state: "saved" } : { state: "refused", message: result.message });
      }
      revalidator.revalidate();
    } finally {
      sending.current = false;
      if (again.current) void flush();
    }
  }, [batchId, day, url, revalidator]);

  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      if (navigator.onLine) void flush();
    };
    update();
    if (readPending(batchId, day)) setSync({ state: "waiting" });
    window.addEventListener("online", update);
    window.addEventListener("offline", update);
    const timer = window.setInterval(() => {
      if (navigator.onLine && pendingOfBatch(batchId).length) void flush();
    }, RETRY_MS);
    return () => {
      window.removeEventListener("online", update);
      window.removeEventListener("offline", update);
      window.clearInterval(timer);
    };
  }, [batchId, day, flush]);

  const save = useCallback(
    (marks: Record<string, AttendanceMark>) => {
      keepPending({ batchId, day, saveId: newSaveId(), marks });
      if (!navigator.onLine) {
        setSync({ state: "waiting" });
        return;
      }
      void flush();
    },
    [batchId, day, flush],
  );

  const kept = useCallback(() => readPending(batchId, day), [batchId, day]);
  return { sync, online, save, kept };
}
