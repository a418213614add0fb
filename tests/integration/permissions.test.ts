import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { requireAdmin, requireSuperAdmin, requireUser } from "#app/features/accounts/permissions.server";
import { endSessions } from "#app/features/accounts/users.server";
import { db } from "#app/server/db/db.server";
import { profiles } from "#app/server/db/schema";
import { ANONYMOUS, account, requestAs } from "#tests/support/accounts";

async function outcome(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "allowed";
  } catch (thrown) {
    if (thrown instanceof Response) {
      const location = thrown.headers.get("location");
      const toast = thrown.headers.get("set-cookie")?.startsWith("toast=") ? "+toast" : "";
      return location ? `redirect ${location}${toast}` : `status ${thrown.status}`;
    }
    const data = thrown as { type?: string; init?: { status?: number } };
    if (data?.type === "DataWithResponseInit") return `status ${data.init?.status}`;
    throw thrown;
  }
}

describe("requireUser / requireAdmin / requireSuperAdmin", () => {
  it("decide each role as the spec's admin gate does", async () => {
    const who = {
      anonymous: ANONYMOUS,
      user: await account("user"),
      inactiveAdmin: await account("admin", { active: false }),
      admin: await account("admin"),
      superAdmin: await account("super_admin"),
    };
    const table: Record<string, string[]> = {};
    for (const [name, person] of Object.entries(who)) {
      const req = () => requestAs(person, "/admin");
      table[name] = [
        await outcome(requireUser(req())),
        await outcome(requireAdmin(req())),
        await outcome(requireSuperAdmin(req())),
        await outcome(requireAdmin(req(), { mode: "api" })),
      ];
    }
    expect(table).toEqual({
      anonymous: ["redirect /auth", "redirect /auth", "redirect /auth", "status 401"],
      user: ["allowed", "redirect /+toast", "redirect /+toast", "status 403"],
      inactiveAdmin: ["allowed", "redirect /+toast", "redirect /+toast", "status 403"],
      admin: ["allowed", "allowed", "status 403", "allowed"],
      superAdmin: ["allowed", "allowed", "allowed", "allowed"],
    });
  });

  it("refuses an existing session as soon as the profile is deactivated or the sessions end", async () => {
    const admin = await account("admin");
    expect(await outcome(requireAdmin(requestAs(admin, "/admin")))).toBe("allowed");
    await db.update(profiles).set({ is_active: false }).where(eq(profiles.user_id, admin.id));
    expect(await outcome(requireAdmin(requestAs(admin, "/admin")))).toBe("redirect /+toast");

    const other = await account("admin");
    await endSessions(other.id);
    expect(await outcome(requireAdmin(requestAs(other, "/admin")))).toBe("redirect /auth");
  });
});
