import { Download } from "lucide-react";
import { useState } from "react";
import { StatusButton } from "#app/components/forms";
import { notify } from "#app/components/toaster";

function todayStamp(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/**
 * 'Download Full Backup' (spec 2 and 7): with JavaScript, the 'generate-backup' function's
 * answer is saved as backup-{YYYY-MM-DD}.json with the spec's progress, success and failure
 * toasts (shown in the browser: the file never passes through a route action). Without
 * JavaScript the form posts to the function, which answers with the file as an attachment.
 */
export function DownloadBackupForm() {
  const [downloading, setDownloading] = useState(false);

  async function downloadBackup(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (downloading) return;
    setDownloading(true);
    notify({ title: "Generating backup", description: "Please wait while we prepare your backup...", type: "info" });
    try {
      const response = await fetch("/functions/v1/generate-backup", {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ backupType: "full" }),
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { error?: string } | null;
        throw new Error(body?.error || "Failed to generate backup");
      }
      // The file is streamed: a failure half-way ends the body early.
      const blob = await response.blob().catch(() => {
        throw new Error("Failed to generate backup");
      });
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      // With BACKUP_KEY the server encrypts the file (docs/backup-format.md).
      const encrypted = response.headers.get("content-type")?.includes("octet-stream");
      link.download = `backup-${todayStamp()}.json${encrypted ? ".enc" : ""}`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      notify({ title: "Backup completed", description: "Your backup has been downloaded successfully.", type: "success" });
    } catch (error) {
      notify({
        title: "Backup failed",
        description: error instanceof Error && error.message ? error.message : "Failed to generate backup",
        type: "error",
      });
    } finally {
      setDownloading(false);
    }
  }

  return (
    <form method="post" action="/functions/v1/generate-backup" onSubmit={downloadBackup}>
      <input type="hidden" name="backupType" value="full" />
      <StatusButton type="submit" pending={downloading} pendingText="Generating..." className="w-full sm:w-auto">
        <Download aria-hidden="true" /> Download Full Backup
      </StatusButton>
    </form>
  );
}
