import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { E2E_ACCOUNTS } from "#tests/support/e2e/accounts";
import { logIn } from "#tests/support/e2e/login";
import { expect, test } from "#tests/support/e2e/test";

const SHOTS = process.env.SHOTS_DIR;
const shoot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);

/** A demo-class request through the home page's form, as a visitor sends it; returns the 10-digit mobile. */
async function requestDemo(page: Page, baseURL: string | undefined, name: string): Promise<string> {
  const mobile = `9${Date.now().toString().slice(-9)}`;
  const response = await page.request.post("/?index", {
    form: { name, mobile, course: "Mobile and Smartphone Repairing", js: "1" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  return mobile;
}

test("one inbox lists every kind of lead, filtered, searched and exported", async ({ page, baseURL }) => {
  const stamp = Date.now().toString().slice(-6);
  const email = `lead${stamp}@example.com`;
  // A newsletter sign-up through the public endpoint (the footer's 'Stay Updated' form).
  const signup = await page.request.post("/newsletter", { form: { email }, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(signup.status()).toBeLessThan(500);

  await logIn(page, E2E_ACCOUNTS.admin);
  const leadsLink = page
    .getByRole("complementary", { name: "Admin" })
    .getByRole("list", { name: "Main" })
    .getByRole("link", { name: "Leads" });
  await leadsLink.click();
  await expect(page).toHaveURL(/\/admin\/leads$/);
  await expect(page.getByRole("heading", { level: 1, name: "Leads" })).toBeVisible();
  await expect(page.getByRole("columnheader")).toHaveText(["Name", "Status", "Contact", "Course", "Received", "Actions"]);

  // The filters sit behind one disclosure (search first).
  await page.getByTestId("filters").locator("summary").click();
  await page.getByRole("combobox", { name: "Filter by kind" }).selectOption("newsletter");
  await page.getByRole("searchbox", { name: "Search leads" }).fill(email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/kind=newsletter/);
  await expect(page.locator("tbody tr")).toHaveCount(1);
  await expect(page.locator("tbody tr")).toContainText(email);
  await expect(page.locator("tbody tr")).toContainText("Newsletter");
  await expect(page.locator("tbody tr")).toContainText("New");
  // A sign-up has no phone: no Call or WhatsApp button.
  await expect(page.locator("tbody").getByRole("link", { name: /^Call / })).toHaveCount(0);

  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("link", { name: /Export Newsletter CSV/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path(), "utf8")).replace(/^\uFEFF/, "");
  expect(text.trimEnd().split("\r\n")).toEqual(["Subscribed,Email", expect.stringMatching(new RegExp(`^\\d{4}-.*,${email}$`))]);

  await page.getByRole("searchbox", { name: "Search leads" }).fill("nobody-at-all");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page.getByText("No leads match your search.")).toBeVisible();
});

test("a lead is worked on its page: status, note, follow-up, assignment; bad input is refused", async ({ page, baseURL }) => {
  const mobile = await requestDemo(page, baseURL, "Ravi Lead Desk");
  await logIn(page, E2E_ACCOUNTS.admin);
  await page.goto(`/admin/leads?q=${mobile}`);
  const row = page.locator("tbody tr").filter({ hasText: "Ravi Lead Desk" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("Demo");
  await expect(row.getByRole("link", { name: "Call Ravi Lead Desk" })).toHaveAttribute("href", `tel:+91${mobile}`);
  await expect(row.getByRole("link", { name: "WhatsApp Ravi Lead Desk" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/91${mobile}\\?text=.*Ravi%20Lead%20Desk`),
  );
  await shoot(page, "inbox-1280");

  await row.getByRole("link", { name: "Ravi Lead Desk", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/leads\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Ravi Lead Desk" })).toBeVisible();
  const timeline = page.getByRole("list", { name: "Timeline" });
  await expect(timeline).toContainText("Demo enquiry received for Mobile and Smartphone Repairing");

  // An empty note: 400 with the message, nothing added.
  const empty = page.waitForResponse((r) => r.request().method() === "POST");
  await page.getByRole("button", { name: "Add note" }).click();
  expect((await empty).status()).toBe(400);
  await expect(page.getByRole("form", { name: "Add a note" }).getByRole("alert")).toHaveText("Write a note first");
  await expect(timeline.getByText("Note", { exact: true })).toHaveCount(0);

  await page.getByRole("combobox", { name: "Status" }).selectOption("contacted");
  await page.getByRole("button", { name: "Save status" }).click();
  await expect(page.getByText("Status updated")).toBeVisible();
  await expect(timeline).toContainText("Status: New → Contacted");

  await page.getByRole("textbox", { name: "Note" }).fill("Wants the evening batch");
  await page.getByRole("button", { name: "Add note" }).click();
  await expect(timeline).toContainText("Wants the evening batch");

  // A follow-up in the past is overdue and shows in the follow-ups view.
  await page.getByLabel("Date and time (India)").fill("2026-01-05T10:30");
  await page.getByRole("button", { name: "Set follow-up" }).click();
  await expect(page.getByText("Follow-up set", { exact: true })).toBeVisible();
  await expect(page.getByText(/Overdue since/)).toBeVisible();

  await page.getByRole("combobox", { name: "Staff member" }).selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save assignee" }).click();
  await expect(timeline).toContainText("Assigned to");
  await shoot(page, "lead-1280");

  await page.getByRole("link", { name: "All leads" }).click();
  await page.getByRole("link", { name: "Follow-ups" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Follow-ups" })).toBeVisible();
  const dueRow = page.locator("tbody tr").filter({ hasText: "Ravi Lead Desk" });
  await expect(dueRow).toContainText("Overdue");
  await shoot(page, "follow-ups-1280");
  await page.goto("/admin");
  await shoot(page, "dashboard-1280");
  await page.goto("/admin/leads/follow-ups");

  // Marking it done takes it off the list.
  await dueRow.getByRole("link", { name: "Ravi Lead Desk", exact: true }).click();
  await page.getByRole("button", { name: "Mark done" }).click();
  await expect(page.getByText("Follow-up marked done")).toBeVisible();
  await expect(timeline).toContainText("Follow-up done");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the lead page's forms post and answer", async ({ page, baseURL }) => {
    const mobile = await requestDemo(page, baseURL, "Nojs Lead");
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto(`/admin/leads?q=${mobile}`);
    await page.locator("tbody tr").getByRole("link", { name: "Nojs Lead", exact: true }).click();
    // Bad input without JavaScript: the page comes back as a 400 with the message in its card.
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Add note" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("form", { name: "Add a note" }).getByRole("alert")).toHaveText("Write a note first");
    await page.getByRole("textbox", { name: "Note" }).fill("Called, no answer");
    await page.getByRole("button", { name: "Add note" }).click();
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Called, no answer");
    await page.getByRole("combobox", { name: "Status" }).selectOption("rejected");
    await page.getByRole("button", { name: "Save status" }).click();
    await expect(page.getByRole("list", { name: "Timeline" })).toContainText("Status: New → Lost");
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  test("the inbox, a lead and follow-ups fit the screen, rows as cards", async ({ page, baseURL }) => {
    const mobile = await requestDemo(page, baseURL, "Phone Card Lead");
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/leads");
    await expect(page.locator("thead")).toBeHidden();
    const card = page.locator("tbody tr").filter({ hasText: "Phone Card Lead" });
    await expect(card.getByRole("link", { name: "Call Phone Card Lead" })).toBeVisible();
    // The card's buttons sit inside the screen's width.
    const whatsapp = card.getByRole("link", { name: "WhatsApp Phone Card Lead" });
    await whatsapp.scrollIntoViewIfNeeded();
    const box = await whatsapp.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    await noSidewaysScroll(page);
    await shoot(page, "inbox-375");

    await page.goto(`/admin/leads?q=${mobile}`);
    await page.locator("tbody tr").getByRole("link", { name: "Phone Card Lead", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Phone Card Lead" })).toBeVisible();
    // The status control comes first on a phone, on screen without scrolling sideways.
    await expect(page.getByRole("button", { name: "Save status" })).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, "lead-375");
    // An overdue follow-up, so the follow-ups view shows a card with its badge and date.
    await page.getByLabel("Date and time (India)").fill("2026-01-05T10:30");
    await page.getByRole("button", { name: "Set follow-up" }).click();
    await expect(page.getByText("Follow-up set", { exact: true })).toBeVisible();

    await page.goto("/admin/leads/follow-ups");
    await expect(page.getByRole("heading", { level: 1, name: "Follow-ups" })).toBeVisible();
    await expect(page.locator("tbody tr").filter({ hasText: "Phone Card Lead" })).toContainText("Overdue");
    await noSidewaysScroll(page);
    await shoot(page, "follow-ups-375");

    // The dashboard's lead figures and charts fit a phone too.
    await page.goto("/admin");
    await expect(page.getByRole("img", { name: "By kind, last 30 days" })).toBeVisible();
    await noSidewaysScroll(page);
    await shoot(page, "dashboard-375");
  });
});

for (const width of [375, 1280]) {
  test.describe(`greetings and privacy at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    test("the WhatsApp greeting is edited once for every lead, and a person is erased on request", async ({ page, baseURL }) => {
      // Names take letters only (the demo form refuses digits).
      const name = width < 400 ? "Erase Me Phone" : "Erase Me Desk";
      const mobile = await requestDemo(page, baseURL, name);
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto("/admin/leads");
      await page.getByRole("link", { name: "Greetings and privacy" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Greetings and privacy" })).toBeVisible();
      await noSidewaysScroll(page);

      const greeting = `नमस्ते {name}, ${width} से बात कर रहे हैं`;
      await page.getByRole("textbox", { name: "Greeting in Hindi" }).fill(greeting);
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Lead desk settings saved")).toBeVisible();
      await page.goto(`/admin/leads?q=${mobile}`);
      const whatsapp = page.locator("tbody tr").getByRole("link", { name: `WhatsApp ${name}` });
      expect(decodeURIComponent((await whatsapp.getAttribute("href")) ?? "")).toContain(`नमस्ते ${name}, ${width} से बात कर रहे हैं`);

      await page.goto("/admin/leads/settings");
      await page.getByRole("button", { name: "Erase this person" }).click();
      await expect(page.getByText("Enter the person's 10-digit phone number or e-mail address").first()).toBeVisible();
      await page.getByRole("textbox", { name: "Phone number" }).fill(mobile);
      await page.getByRole("button", { name: "Erase this person" }).click();
      await expect(page.getByText(/^Erased \d+ records$/)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Phone number" })).toHaveValue("");
      await shoot(page, `lead-settings-${width}`);
      await page.goto(`/admin/leads?q=${mobile}`);
      await expect(page.locator("tbody tr").filter({ hasText: name })).toHaveCount(0);
    });
  });
}

/** A contact message through the public form, as a visitor sends it. */
async function sendContact(page: Page, baseURL: string | undefined, form: Record<string, string>) {
  const response = await page.request.post("/contact", { form, headers: { origin: baseURL ?? "" }, maxRedirects: 0 });
  expect(response.status()).toBe(200);
}

/** An admission enquiry through the public form; the course is the first one the form offers. */
async function sendAdmission(page: Page, baseURL: string | undefined, form: Record<string, string>) {
  await page.goto("/admission");
  const courseId = await page.locator('select[name="courseId"] option[value]:not([value=""])').first().getAttribute("value");
  const response = await page.request.post("/admission", {
    form: { ...form, courseId: courseId ?? "" },
    headers: { origin: baseURL ?? "" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
}

const LONG_MESSAGE = `${"I work in a mobile shop on weekdays and can only come at the weekend. ".repeat(4)}Is there a <b>weekend</b> batch?`;

/** One person (one phone) who asked for a demo, wrote a long contact message and sent an admission enquiry. */
async function personWithThreeSubmissions(page: Page, baseURL: string | undefined, name: string): Promise<string> {
  const mobile = await requestDemo(page, baseURL, name);
  const email = `t${mobile}@example.com`;
  await sendContact(page, baseURL, { name, email, phone: mobile, subject: "Fees <i>in two parts</i>", message: LONG_MESSAGE });
  await sendAdmission(page, baseURL, {
    fullName: name,
    email,
    phone: mobile,
    education: "12th",
    age: "24",
    reasonForJoining: "To open my own repair shop",
  });
  return mobile;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the lead page's timeline at 375 px${javaScriptEnabled ? "" : ", without JavaScript"}`, () => {
    test.use({ viewport: { width: 375, height: 667 }, javaScriptEnabled });

    test("shows what each submission said, in order, escaped, a long message behind Show more", async ({ page, baseURL }) => {
      const name = javaScriptEnabled ? "Meena Timeline" : "Meena Nojs";
      const mobile = await personWithThreeSubmissions(page, baseURL, name);
      await logIn(page, E2E_ACCOUNTS.admin);
      await page.goto(`/admin/leads?q=${mobile}`);
      await page.locator("tbody tr").filter({ hasText: "Contact" }).getByRole("link", { name, exact: true }).click();
      await expect(page.getByText("3 submissions from this person are shown together")).toBeVisible();
      const timeline = page.getByRole("list", { name: "Timeline" });
      const received = timeline.getByRole("listitem").filter({ hasText: /enquiry received/ });
      await expect(received).toHaveCount(3);
      // The page's order (oldest first): the demo names its course, then the contact message, then the admission.
      await expect(received.nth(0)).toContainText("Demo enquiry received for Mobile and Smartphone Repairing");
      const contact = received.nth(1).getByTestId("submission-content");
      await expect(contact).toContainText("Subject:Fees <i>in two parts</i>");
      // A long message: its start, and the rest behind Show more.
      await expect(contact.getByText(/^I work in a mobile shop on weekdays.*…$/)).toBeVisible();
      await expect(contact.getByText("Is there a <b>weekend</b> batch?", { exact: false })).toBeHidden();
      await contact.getByText("Show more").click();
      await expect(contact.getByText(LONG_MESSAGE)).toBeVisible();
      await expect(contact.getByText("Show less")).toBeVisible();
      // Escaped: the visitor's markup is text, never elements.
      await expect(timeline.locator("b, i")).toHaveCount(0);
      const admission = received.nth(2).getByTestId("submission-content");
      await expect(admission).toContainText("Education:12th");
      await expect(admission).toContainText("Age:24");
      await expect(admission).toContainText("Reason for joining");
      await expect(admission).toContainText("To open my own repair shop");
      await noSidewaysScroll(page);
      await received.nth(1).scrollIntoViewIfNeeded();
      await shoot(page, `lead-timeline-375${javaScriptEnabled ? "" : "-nojs"}`);
    });
  });
}

test.describe("the inbox at 375 px", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("search first, the filters behind one Filters disclosure with their count, the list on the first screen", async ({
    page,
    baseURL,
  }) => {
    await requestDemo(page, baseURL, "First Screen Lead");
    await logIn(page, E2E_ACCOUNTS.admin);
    await page.goto("/admin/leads");
    const search = page.getByRole("searchbox", { name: "Search leads" });
    const filters = page.getByTestId("filters").locator("summary");
    await expect(search).toBeVisible();
    await expect(filters).toHaveText("Filters");
    expect((await search.boundingBox())?.y ?? 999).toBeLessThan((await filters.boundingBox())?.y ?? 0);
    for (const name of ["Filter by kind", "Filter by status", "Filter by course", "Filter by assignee"])
      await expect(page.getByRole("combobox", { name })).toBeHidden();
    await expect(page.getByRole("checkbox", { name: "Follow-up due" })).toBeHidden();
    // The first lead's name is on the first screen.
    const first = page.locator("tbody tr").first().getByRole("link").first();
    const box = await first.boundingBox();
    expect((box?.y ?? 999) + (box?.height ?? 0)).toBeLessThanOrEqual(667);
    await noSidewaysScroll(page);
    await shoot(page, "inbox-first-screen-375");

    await filters.click();
    await page.getByRole("combobox", { name: "Filter by kind" }).selectOption("demo");
    await expect(page).toHaveURL(/kind=demo/);
    await page.getByRole("checkbox", { name: "Follow-up due" }).check();
    await expect(page).toHaveURL(/due=1/);
    // Two filters are on: the disclosure says so.
    await expect(filters).toHaveText("Filters2 active");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(filters).toHaveText("Filters");
  });
});
