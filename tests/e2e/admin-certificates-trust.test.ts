import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { expectToast } from "#tests/support/e2e/auth";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

/**
 * Certificates (docs/certificates.md), the admin side, on a phone and on a laptop: CSV import (dry run, then apply),
 * revoke with a reason and the super admin's undo, and the bulk PDF download.
 */
const HEADER = "certificate_id,student_name,course_name,issue_date,approved_by,details,duration";

/** The certificate's entry: a table row, drawn as a card on phones (the same element at every width). */
function entry(page: Page, id: string) {
  return page.locator(`tr[data-certificate="${id}"]`);
}

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [375, 1280]) {
  test.describe(`certificates at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    // Stable for the whole run (a worker restarted after a failure loads this file again).
    const stamp = `${width}-${process.env.E2E_PORT}`;
    const ids = [`IMP-${stamp}-1`, `IMP-${stamp}-2`];

    test("import: the dry run shows per-row errors and changes nothing; then all rows are imported", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto("/admin/certificates");
      await page.getByRole("link", { name: "Import CSV" }).click();
      await expect(page.getByRole("heading", { name: "Import Certificates" })).toBeVisible();
      await noSidewaysScroll(page);

      const bad = [
        HEADER,
        `${ids[0]},Kiran Rao,AC PCB Repairing Course,31/02/2026,Amit Sharma,,`,
        `${ids[0]},,Old Pager Repair,2026-01-05,Amit Sharma,,`,
      ];
      await page.getByLabel("…or paste the rows").fill(bad.join("\n"));
      await page.getByRole("button", { name: "Check the rows" }).click();
      await expect(page.getByRole("status").filter({ hasText: "2 rows: 0 ready, 2 with errors." })).toBeVisible();
      await expect(
        page.getByText('Issue date "31/02/2026" is not a date (use YYYY-MM-DD or DD/MM/YYYY)').filter({ visible: true }),
      ).toBeVisible();
      await expect(page.getByText("Certificate ID appears twice in this file (also on line 2)").filter({ visible: true })).toBeVisible();
      await expect(page.getByText("Student name is required").filter({ visible: true })).toBeVisible();
      await expect(page.getByRole("button", { name: /^Import \d+ certificates?$/ })).toHaveCount(0);
      await noSidewaysScroll(page);

      const good = [
        HEADER,
        `${ids[0]},Kiran Rao,AC PCB Repairing Course,15/01/2026,Amit Sharma,Grade A,`,
        `${ids[1]},"Verma, Asha",Old Pager Repair,2026-01-05,Amit Sharma,,6 months`,
      ];
      await page.getByLabel("…or paste the rows").fill(good.join("\r\n"));
      await page.getByRole("button", { name: "Check the rows" }).click();
      await expect(page.getByRole("status").filter({ hasText: "2 rows: 2 ready." })).toBeVisible();
      await page.goto("/admin/certificates");
      await expect(entry(page, ids[0])).toHaveCount(0);

      await page.goto("/admin/certificates/import");
      await page.getByLabel("…or paste the rows").fill(good.join("\r\n"));
      await page.getByRole("button", { name: "Check the rows" }).click();
      const apply = page.getByRole("button", { name: "Import 2 certificates" });
      await expect(apply).toBeInViewport();
      await apply.click();
      await expectToast(page, "2 certificates imported");
      await expect(page).toHaveURL(/\/admin\/certificates$/);
      await expect(entry(page, ids[0])).toContainText("Kiran Rao");
      await expect(entry(page, ids[0])).toContainText("15 January 2026");
      await expect(entry(page, ids[1])).toContainText("Verma, Asha");
    });

    test("revoke with a reason; only a super admin undoes it", async ({ page }) => {
      page.on("dialog", (d) => d.accept());
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto("/admin/certificates");
      await noSidewaysScroll(page);
      const revokeLink = entry(page, ids[1]).getByRole("link", { name: `Revoke certificate ${ids[1]}` });
      await expect(revokeLink).toBeInViewport();
      await revokeLink.click();
      const dialog = page.getByRole("dialog", { name: "Revoke Certificate" });
      await expect(dialog).toContainText("Verma, Asha");
      await dialog.getByRole("button", { name: "Revoke Certificate" }).click();
      await expect(dialog.getByText("A reason is required")).toBeVisible();
      await dialog.getByLabel("Reason").fill("Attendance below 80%");
      await dialog.getByRole("button", { name: "Revoke Certificate" }).click();
      await expectToast(page, "Certificate revoked", `${ids[1]} now shows as Revoked on its public page.`);
      await expect(dialog).toBeHidden();
      const revoked = entry(page, ids[1]);
      await expect(revoked.getByText("Revoked", { exact: true })).toBeVisible();
      await expect(revoked).toContainText("Attendance below 80%");
      await expect(revoked.getByRole("link", { name: `Revoke certificate ${ids[1]}` })).toHaveCount(0);
      // An admin is not offered the undo (and the server refuses it: integration tests).
      await expect(revoked.getByRole("button", { name: `Undo revocation of ${ids[1]}` })).toHaveCount(0);
      await expect(revoked.getByRole("checkbox")).toBeDisabled();

      await logIn(page, E2E_ACCOUNTS.superAdmin);
      await page.goto("/admin/certificates");
      await entry(page, ids[1])
        .getByRole("button", { name: `Undo revocation of ${ids[1]}` })
        .click();
      await expectToast(page, "Revocation undone");
      await expect(entry(page, ids[1]).getByText("Revoked", { exact: true })).toHaveCount(0);
      await expect(entry(page, ids[1]).getByRole("link", { name: `Revoke certificate ${ids[1]}` })).toBeVisible();
    });

    test("download the selected certificates as one PDF", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto("/admin/certificates");
      const button = page.getByRole("button", { name: /^Download PDFs/ });
      await expect(button).toBeInViewport();
      for (const id of ids)
        await entry(page, id)
          .getByRole("checkbox", { name: `Select certificate ${id}` })
          .check();
      await expect(page.getByRole("button", { name: "Download PDFs (2)" })).toBeVisible();
      const [response, download] = await Promise.all([
        page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/certificates/pdf"),
        page.waitForEvent("download"),
        page.getByRole("button", { name: "Download PDFs (2)" }).click(),
      ]);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe("application/pdf");
      expect(download.suggestedFilename()).toMatch(/^certificates-\d{4}-\d{2}-\d{2}\.pdf$/);
      const bytes = readFileSync(await download.path());
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

      // Without a selection the server says what to do.
      await page.goto("/admin/certificates/pdf");
      await expectToast(page, "No certificates selected", "Tick the certificates to download, then press Download PDFs.");
    });
  });
}
