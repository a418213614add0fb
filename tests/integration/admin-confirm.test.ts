import { describe, expect, it } from "vitest";
import * as confirmPage from "#app/routes/admin/confirm/route";
import { accountsFor } from "#tests/support/accounts";
import { invoke, toastOf } from "#tests/support/call-route";

/**
 * The confirmation step of a row action without JavaScript (ConfirmForm posts here when the
 * browser cannot ask): it echoes the question and the action to post, changes nothing, and
 * only ever points back at an admin page of this site.
 */
const people = accountsFor({ admin: "admin" });

const step = {
  to: "/admin/users?q=ravi&page=2",
  intent: "delete",
  id: "9b2f0a1e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  question: "Delete user ravi@example.com? Their profile and sign-in are deleted and they are signed out at once. This cannot be undone.",
  label: "Delete ravi@example.com",
  destructive: "true",
};

describe("/admin/confirm", () => {
  it("shows the question and the action to confirm", async () => {
    expect(await invoke(confirmPage.action, people.admin, "/admin/confirm", step)).toEqual(step);
  });

  it("a non-destructive action (undo a revocation) keeps its kind", async () => {
    const undo = { ...step, intent: "undo-revoke", destructive: "false" };
    expect(await invoke(confirmPage.action, people.admin, "/admin/confirm", undo)).toMatchObject({ destructive: "false" });
  });

  it.each([
    "//evil.example/admin",
    "https://evil.example/admin",
    "/admin//evil.example",
    "/administrator",
    "/auth",
    "javascript:alert(1)",
    "/admin\\\\evil",
  ])("never points at %s: back to the dashboard with a message", async (to) => {
    const response = (await invoke(confirmPage.action, people.admin, "/admin/confirm", { ...step, to })) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin");
    expect(await toastOf(response)).toMatchObject({ title: "Nothing to confirm", type: "error" });
  });

  it("refuses a post without a question or an id", async () => {
    for (const missing of ["question", "id", "intent", "label"] as const) {
      const { [missing]: _gone, ...rest } = step;
      const response = (await invoke(confirmPage.action, people.admin, "/admin/confirm", rest)) as Response;
      expect(response.headers.get("location")).toBe("/admin");
    }
  });

  it("a GET loads nothing (the page says there is nothing to confirm), so a post's step renders after its action", async () => {
    expect(await invoke(confirmPage.loader, people.admin, "/admin/confirm")).toBeNull();
  });
});
