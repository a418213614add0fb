import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "#tests/support/e2e/test";

/**
 * Course pages that answer the real questions, in both languages at phone and
 * desktop widths: the course's own demo and WhatsApp actions, its syllabus, batches and fees,
 * the 'Course Full' state with the next batch, and no axe violations.
 */

async function courseId(page: Page, name: string): Promise<string> {
  await page.goto("/courses");
  const href = await page.getByRole("link", { name: `Read More: ${name}`, exact: true }).getAttribute("href");
  return href?.split("/").pop() as string;
}

const TEXT = {
  en: {
    prefix: "",
    name: "Mobile and Smartphone Repairing",
    fullCourse: "AC Mechanical Repairing",
    demo: "Book a free demo for this course",
    whatsapp: "WhatsApp about this course",
    nextBatch: "Join the next batch",
    full: "Course Full",
    syllabus: "Tools, safety and soldering basics",
    batches: "Batch timings",
    fees: "Fee options",
    hostel: "₹4,500 a month",
  },
  hi: {
    prefix: "/hi",
    name: "मोबाइल और स्मार्टफोन रिपेयरिंग",
    fullCourse: "AC मैकेनिकल रिपेयरिंग",
    demo: "इस कोर्स का फ़्री डेमो बुक करें",
    whatsapp: "इस कोर्स के बारे में WhatsApp करें",
    nextBatch: "अगले बैच में नाम लिखवाएँ",
    full: "कोर्स भर गया",
    syllabus: "औज़ार, सुरक्षा और सोल्डरिंग की शुरुआत",
    batches: "बैच का समय",
    fees: "फ़ीस के विकल्प",
    hostel: "₹4,500 महीना",
  },
} as const;

for (const width of [375, 1280]) {
  test.describe(`course pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const lang of ["en", "hi"] as const) {
      const t = TEXT[lang];

      test(`${lang}: the course page answers what, when, how much, and how to talk about this course`, async ({ page }, info) => {
        const id = await courseId(page, "Mobile and Smartphone Repairing");
        await page.goto(`${t.prefix}/course/${id}`);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(t.name);
        const demo = page.getByRole("link", { name: t.demo });
        await expect(demo).toHaveAttribute("href", `${t.prefix || "/"}?course=Mobile+and+Smartphone+Repairing#demo`);
        const whatsapp = page.getByRole("link", { name: t.whatsapp });
        const href = (await whatsapp.getAttribute("href")) ?? "";
        expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
        const message = new URL(href).searchParams.get("text") ?? "";
        expect(message).toContain(t.name);
        expect(message).toContain("MSR-101");
        const answers = page.getByTestId("course-answers");
        await expect(answers.getByTestId("syllabus").getByRole("listitem")).toHaveCount(6);
        await expect(answers).toContainText(t.syllabus);
        await expect(answers).toContainText(t.batches);
        await expect(answers).toContainText(t.fees);
        await expect(answers).toContainText(t.hostel);
        await expect(answers.getByTestId("next-batch")).not.toBeEmpty();
        // Nothing sideways on a phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.screenshot({ path: info.outputPath(`course-${lang}-${width}.png`), fullPage: true });

        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
      });

      test(`${lang}: a full course says 'Course Full' on its card and page and offers the next batch`, async ({ page }) => {
        const id = await courseId(page, "AC Mechanical Repairing");
        await page.goto(`${t.prefix}/courses`);
        const card = page.getByTestId("course-card").filter({ hasText: t.fullCourse });
        await expect(card.getByTestId("card-seats")).toHaveText(t.full);
        await expect(card.getByRole("link", { name: new RegExp(`^${t.nextBatch}`) })).toHaveAttribute(
          "href",
          `${t.prefix}/admission?course=${id}&waitlist=1`,
        );
        await page.goto(`${t.prefix}/course/${id}`);
        await expect(page.getByTestId("enroll-button")).toHaveText(t.full);
        await expect(page.getByTestId("seat-availability")).toHaveText(t.full);
        await expect(page.getByTestId("join-next-batch")).toHaveAttribute("href", `${t.prefix}/admission?course=${id}&waitlist=1`);
        await expect(page.locator("main")).not.toContainText(lang === "en" ? "accepting enrollments" : "एडमिशन खुले हैं");
        // A course without page fields shows no empty "Before you join" section.
        await expect(page.getByTestId("course-answers")).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
      });

      test(`${lang}: the course-inner page shows the course's syllabus and related courses, never itself`, async ({ page }) => {
        const id = await courseId(page, "Mobile and Smartphone Repairing");
        await page.goto(`${t.prefix}/course-inner/${id}?tab=curriculum`);
        await expect(page.getByRole("tabpanel")).toContainText(t.syllabus);
        const related = page.getByTestId("related-courses").getByRole("link");
        await expect(related).toHaveCount(3);
        // Same trade first: the iPhone course is the other mobile course.
        await expect(related.first()).toHaveAttribute("href", new RegExp(`^${t.prefix}/course/[0-9a-f-]{36}$`));
        const hrefs = await related.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
        expect(hrefs).not.toContain(`${t.prefix}/course/${id}`);
        const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
      });
    }
  });
}

test.describe("related courses at 375 px", () => {
  // The list is in the server's HTML: every course page is read without waiting for hydration.
  test.use({ viewport: { width: 375, height: 667 }, javaScriptEnabled: false });

  test("no course lists itself", async ({ page }) => {
    // Every course's page, one after another: more than a usual test's page loads.
    test.slow();
    await page.goto("/courses");
    const hrefs = await page
      .getByRole("link", { name: /^Read More: / })
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
    expect(hrefs.length).toBeGreaterThan(10);
    for (const href of hrefs) {
      const id = href.split("/").pop();
      await page.goto(`/course-inner/${id}`, { waitUntil: "domcontentloaded" });
      const related = page.getByTestId("related-courses").getByRole("link");
      await expect(related.first()).toBeVisible();
      expect(await related.evaluateAll((links) => links.map((a) => a.getAttribute("href")))).not.toContain(`/course/${id}`);
    }
  });

  test("a course's own trade comes first", async ({ page }) => {
    // The two mobile courses point at each other first; so do the two AC courses.
    for (const [course, first] of [
      ["iPhone Repairing Course", "Mobile and Smartphone Repairing"],
      ["Mobile and Smartphone Repairing", "iPhone Repairing Course"],
      ["AC Mechanical Repairing", "AC PCB Repairing Course"],
    ]) {
      await page.goto(`/course-inner/${await courseId(page, course)}`, { waitUntil: "domcontentloaded" });
      await expect(page.getByTestId("related-courses").getByRole("link").first()).toContainText(first);
    }
  });
});
