import { DEMO_COURSES, DEMO_MESSAGES, DEMO_ORDERS, DEMO_PRODUCTS } from "#app/server/seed/demo-data";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";
import { intlRupees } from "#tests/support/rupees";

// The spec's ten with Leads after Inquiries (decision 016), Batches after Courses and
// Students after Leads (decision 037: where an admission goes from a lead).
const ENTRIES: [string, string][] = [
  ["Dashboard", "/admin"],
  ["Users", "/admin/users"],
  ["Courses", "/admin/courses"],
  ["Batches", "/admin/batches"],
  ["Inquiries", "/admin/inquiries"],
  ["Leads", "/admin/leads"],
  ["Students", "/admin/students"],
  ["Gallery", "/admin/gallery"],
  ["Certificates", "/admin/certificates"],
  ["Messages", "/admin/messages"],
  ["Logs", "/admin/logs"],
  ["Backups", "/admin/backups"],
  ["Settings", "/admin/settings"],
];

test.describe("admin shell", () => {
  test("sidebar lists the ten entries and Leads in order and Logout; header greets the admin", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    const sidebar = page.getByRole("complementary", { name: "Admin" });
    const links = sidebar.getByRole("list", { name: "Main" }).getByRole("link");
    await expect(links).toHaveCount(ENTRIES.length);
    // Other pages beyond the spec sit in a separate group.
    const more = sidebar.getByRole("list", { name: "More" });
    await expect(more.getByRole("link", { name: "Orders" })).toHaveAttribute("href", "/admin/orders");
    for (const [i, [label, href]] of ENTRIES.entries()) {
      await expect(links.nth(i)).toHaveAccessibleName(label);
      await expect(links.nth(i)).toHaveAttribute("href", href);
    }
    await expect(sidebar.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(page.getByText("Admin Dashboard", { exact: true })).toBeVisible();
    await expect(page.getByText(`Welcome, ${E2E_ACCOUNTS.admin}`)).toBeVisible();
    // The current page is marked for assistive technology.
    await expect(links.first()).toHaveAttribute("aria-current", "page");
    await links.nth(1).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(links.nth(1)).toHaveAttribute("aria-current", "page");
  });

  test("Ctrl+B and Cmd+B collapse to icons (3rem) and expand (16rem); the choice survives a reload via a 7-day cookie", async ({
    page,
    context,
  }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    const sidebar = page.getByRole("complementary", { name: "Admin" });
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(256);

    await page.keyboard.press("Control+b");
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await expect.poll(() => sidebar.evaluate((el) => el.getBoundingClientRect().width)).toBe(48);
    // Icons keep their names for screen readers.
    await expect(sidebar.getByRole("link", { name: "Courses" })).toBeVisible();
    const cookie = (await context.cookies()).find((c) => c.name === "sidebar_state");
    expect(cookie?.value).toBe("false");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    // The server renders the collapsed state: no flash of the wide sidebar.
    const response = await page.request.get("/admin/users");
    expect(await response.text()).toContain('data-state="collapsed"');
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");

    await page.keyboard.press("Meta+b");
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
    await page.reload();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");

    // The header button does the same.
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "collapsed");
    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    await expect(sidebar).toHaveAttribute("data-state", "expanded");
  });

  test("under 768px the sidebar is an 18rem drawer that traps focus and closes on navigation or Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await logIn(page, E2E_ACCOUNTS.admin);
    await expect(page.getByRole("complementary", { name: "Admin" })).toBeHidden();
    await expect(page.getByText("Admin Dashboard", { exact: true })).toBeVisible();

    await page.getByRole("button", { name: "Toggle Sidebar" }).click();
    const drawer = page.getByRole("dialog", { name: "Admin menu" });
    await expect(drawer).toBeVisible();
    expect(await drawer.evaluate((el) => el.getBoundingClientRect().width)).toBe(288);
    await expect(drawer.getByRole("list", { name: "Main" }).getByRole("link")).toHaveCount(ENTRIES.length);
    await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.keyboard.press("Control+b");
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Users" }).click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(drawer).toBeHidden();
    // No horizontal scrolling of the page itself at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test("Logout posts to /logout and shows the spec's toast", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Logged out" })).toContainText(
      "You have been successfully logged out",
    );
  });
});

test.describe("dashboard", () => {
  test("shows the spec's counts, real growth and sessions, the lead figures and quick links", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    const stat = (title: string) => page.getByTestId(`stat-${title}`);
    await expect(stat("Active Courses")).toHaveText(String(DEMO_COURSES.length));
    await expect(stat("Revenue")).toHaveText(intlRupees(DEMO_ORDERS.reduce((s, o) => s + Number(o.total_amount), 0)));
    await expect(stat("Products")).toHaveText(String(DEMO_PRODUCTS.length));
    await expect(page.getByText(`${DEMO_PRODUCTS.filter((p) => p.is_active).length} active`)).toBeVisible();
    await expect(stat("Messages")).toHaveText(String(DEMO_MESSAGES.length));
    // The four e2e accounts at least, all created just now.
    const users = Number(await stat("Total Users").textContent());
    expect(users).toBeGreaterThanOrEqual(4);
    await expect(stat("New Users (30 days)")).toHaveText(String(users));
    // Decision 016: Growth is this month's leads against last month's, Active Sessions the unexpired sessions.
    await expect(stat("Growth")).toHaveText(/^([+-]?\d+(\.\d)?%|—)$/);
    await expect(page.getByText(/^Leads this month \(\d+\) against last month \(\d+\)$/)).toBeVisible();
    expect(Number(await stat("Active Sessions").textContent())).toBeGreaterThanOrEqual(1);
    // What staff act on comes first, each a link to where it is done; the lead desk's figures below.
    const today = page.getByRole("region", { name: "Today" });
    for (const title of ["New leads today", "Not yet contacted", "Follow-ups due"])
      await expect(today.getByTestId(`stat-${title}`)).toBeVisible();
    await expect(today.getByRole("link", { name: /^Follow-ups due/ })).toHaveAttribute("href", "/admin/leads/follow-ups");
    const leads = page.getByRole("region", { name: "Leads" });
    await expect(leads.getByTestId("stat-Median first response")).toBeVisible();
    await expect(leads.getByRole("img", { name: "By kind, last 30 days" })).toContainText("Admission");

    for (const [name, url] of [
      ["Manage Courses", /\/admin\/courses$/],
      ["Manage Users", /\/admin\/users$/],
      ["View Orders", /\/admin\/orders$/],
    ] as const) {
      await page.goto("/admin");
      await page.getByRole("link", { name }).click();
      await expect(page).toHaveURL(url);
    }
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 375, height: 667 } });
    test("the first screen shows what staff act on today; the spec's tiles follow", async ({ page }) => {
      await logIn(page, E2E_ACCOUNTS.admin);
      const today = page.getByRole("region", { name: "Today" });
      for (const title of ["New leads today", "Follow-ups due", "Not yet contacted"]) {
        const tile = today.getByRole("link", { name: new RegExp(`^${title}`) });
        await expect(tile).toBeInViewport({ ratio: 1 });
      }
      const totalUsers = page.getByTestId("stat-Total Users");
      await expect(totalUsers).toBeAttached();
      const last = await today.getByRole("link").last().boundingBox();
      expect((await totalUsers.boundingBox())?.y ?? 0).toBeGreaterThan((last?.y ?? 999) + (last?.height ?? 0));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/dashboard-first-screen-375.png` });
    });
  });

  test("orders is a real read-only list, newest first, in rupees", async ({ page }) => {
    await logIn(page, E2E_ACCOUNTS.admin);
    const response = await page.goto("/admin/orders");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(DEMO_ORDERS.length + 1);
    const newest = [...DEMO_ORDERS].sort((a, b) => a.days_ago - b.days_ago)[0];
    await expect(rows.nth(1)).toContainText(newest.customer_name);
    await expect(rows.nth(1)).toContainText(intlRupees(Number(newest.total_amount)));
    await expect(page.getByText(`Total orders: ${DEMO_ORDERS.length}`)).toBeVisible();
    // No write path: a POST is refused by the router (no action).
    const post = await page.request.post("/admin/orders", { form: { intent: "delete" }, headers: { origin: new URL(page.url()).origin } });
    expect(post.status()).toBe(405);
  });
});
