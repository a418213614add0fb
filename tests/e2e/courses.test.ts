import type { Page } from "@playwright/test";
import { DEMO_COURSES } from "#app/server/seed/demo-data";
import { expect, test } from "#tests/support/e2e/test";

/** The id of a demo course, read from its card on /courses. */
async function courseId(page: Page, name: string): Promise<string> {
  await page.goto("/courses");
  const href = await page.getByRole("link", { name: `Read More: ${name}`, exact: true }).getAttribute("href");
  const id = href?.split("/").pop();
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id as string;
}

async function expectChrome(page: Page) {
  await expect(page.getByTestId("site-header")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
}

test.describe("course routes", () => {
  test("every course route answers 200 inside the site header and footer", async ({ page }) => {
    const id = await courseId(page, "Mobile and Smartphone Repairing");
    for (const path of [
      "/courses",
      "/internal-courses",
      "/online-courses",
      `/course/${id}`,
      `/courses/${id}`,
      `/course-inner/${id}`,
      "/admission",
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expectChrome(page);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    }
  });

  test("an unknown or malformed course id shows 'Course Not Found' with a 404 and a back button", async ({ page }) => {
    for (const path of ["/course/not-a-uuid", "/courses/00000000-0000-4000-8000-000000000000", "/course-inner/123"]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { name: "Course Not Found" })).toBeVisible();
      await expectChrome(page);
      await page.getByRole("link", { name: "Back to Courses" }).click();
      await expect(page).toHaveURL(/\/courses$/);
    }
  });
});

test.describe("/courses", () => {
  test("shows the highlights, every active course (featured first, then newest first), and the checklist", async ({ page }) => {
    await page.goto("/courses");
    for (const text of ["4-8 Weeks Duration", "Max 20 Students per Batch", "Certification"]) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    const cards = page.getByTestId("course-card");
    await expect(cards).toHaveCount(DEMO_COURSES.length);
    // Seeded oldest first: the featured ones newest first, then the others, starting with the last one.
    const featured = DEMO_COURSES.filter((c) => c.is_featured).reverse();
    const others = DEMO_COURSES.filter((c) => !c.is_featured).reverse();
    await expect(cards.getByRole("heading")).toHaveText([...featured, ...others].map((c) => c.course_name));
    await expect(page.getByRole("heading", { name: "What You'll Get" })).toBeVisible();
    await expect(page.getByText("No Courses Available")).toHaveCount(0);
  });

  test("a card shows type, fee in rupees, duration, seats and its two links, and no made-up rating", async ({ page }) => {
    await page.goto("/courses");
    const card = page.getByTestId("course-card").filter({ hasText: "Mobile and Smartphone Repairing" });
    await expect(card.getByText("Mobile Repair", { exact: true })).toBeVisible();
    await expect(card).toContainText("₹18,000");
    await expect(card).toContainText("8 weeks");
    await expect(card).toContainText("15/20 enrolled");
    await expect(card).toContainText("Filling Fast");
    // No course has reviews of its own: no fixed "4.8 (125 reviews)" on any card.
    await expect(page.getByTestId("course-card").filter({ hasText: "(125 reviews)" })).toHaveCount(0);
    await expect(card).not.toContainText("4.8");
    const readMore = await card.getByRole("link", { name: /Read More/ }).getAttribute("href");
    expect(readMore).toMatch(/^\/courses\/[0-9a-f-]{36}$/);
    const id = readMore?.split("/").pop();
    await expect(card.getByRole("link", { name: /Enroll Now/ })).toHaveAttribute("href", `/admission?course=${id}`);
    await expect(card.locator("img")).toHaveAttribute("src", "/images/courses/mobile.svg");
    await card.getByRole("link", { name: /Read More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Mobile and Smartphone Repairing" })).toBeVisible();
  });
});

test.describe("course detail: derived status, seats and enroll states", () => {
  test("a full course is Active, 'Course Full' everywhere, never 'accepting enrollments', and offers the next batch", async ({ page }) => {
    const id = await courseId(page, "AC Mechanical Repairing");
    // Its card: the spec's 'Course Full' state, not "0 seats left · Almost Full · Enroll Now".
    const card = page.getByTestId("course-card").filter({ hasText: "AC Mechanical Repairing" });
    await expect(card.getByTestId("card-seats")).toHaveText("Course Full");
    await expect(card).toContainText("20/20 enrolled");
    for (const text of ["seats left", "Almost Full", "Enroll Now"]) await expect(card).not.toContainText(text);
    await expect(card.getByRole("link", { name: "Join the next batch: AC Mechanical Repairing" })).toHaveAttribute(
      "href",
      `/admission?course=${id}&waitlist=1`,
    );
    await page.goto(`/course/${id}`);
    await expect(page.getByTestId("display-status")).toHaveText("Active");
    await expect(page.getByTestId("status-message")).toHaveText(
      "This batch is full. Join the next batch and we will call you when it opens.",
    );
    await expect(page.locator("main")).not.toContainText("accepting enrollments");
    await expect(page.getByTestId("seat-availability")).toHaveText("Course Full");
    const button = page.getByTestId("enroll-button");
    await expect(button).toHaveText("Course Full");
    await expect(button).toBeDisabled();
    await expect(page.getByTestId("join-next-batch")).toHaveAttribute("href", `/admission?course=${id}&waitlist=1`);
    await expect(page.getByRole("progressbar", { name: "Seats filled" })).toHaveAttribute("aria-valuenow", "20");
    await expect(page.getByTestId("instructor")).toHaveText("Sanjay Gupta");
    // The breadcrumb trail: only list items in its list, the course as the current page.
    const trail = page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("list");
    await expect(trail.locator("> *")).toHaveCount(3);
    await expect(trail.locator("> li")).toHaveText(["Home", "Courses", "AC Mechanical Repairing"]);
    await expect(trail.locator("> li").last()).toHaveAttribute("aria-current", "page");
  });

  test("a course starting later is Upcoming and says when it starts", async ({ page }) => {
    const id = await courseId(page, "iPhone Repairing Course");
    await page.goto(`/courses/${id}`);
    await expect(page.getByTestId("display-status")).toHaveText("Upcoming");
    const start = (await page.getByTestId("start-date").textContent())?.trim();
    expect(start).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    await expect(page.getByTestId("status-message")).toHaveText(`Course starts on ${start}`);
    await expect(page.getByTestId("seat-availability")).toHaveText("Available");
    const enroll = page.getByTestId("enroll-button");
    await expect(enroll).toHaveText("Enroll Now");
    await expect(enroll).toHaveAttribute("href", `/admission?course=${id}`);
  });

  test("a course that has ended is Completed and says when", async ({ page }) => {
    const id = await courseId(page, "Printer Repairing Course");
    await page.goto(`/course/${id}`);
    await expect(page.getByTestId("display-status")).toHaveText("Completed");
    const end = (await page.getByTestId("end-date").textContent())?.trim();
    await expect(page.getByTestId("status-message")).toHaveText(`Course completed on ${end}`);
  });

  test("seat labels follow the 70% and 90% thresholds", async ({ page }) => {
    for (const [name, label] of [
      ["Laptop and Desktop Repairing", "Almost Full"], // 18/20
      ["Mobile and Smartphone Repairing", "Filling Fast"], // 15/20
      ["Inverter Repairing Course", "Available"], // 7/20
    ] as const) {
      const id = await courseId(page, name);
      await page.goto(`/course/${id}`);
      await expect(page.getByTestId("seat-availability"), name).toHaveText(label);
    }
  });

  test("describes the course for search engines with escaped Course JSON-LD and its own meta", async ({ page }) => {
    const id = await courseId(page, "HVAC VRF VRV Repairing");
    await page.goto(`/course/${id}`);
    await expect(page).toHaveTitle(/HVAC VRF VRV Repairing/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/course/${id}$`));
    const blocks = await page.locator('script[type="application/ld+json"]').evaluateAll((nodes) => nodes.map((n) => n.textContent ?? ""));
    const json = blocks.map((text) => JSON.parse(text)).find((item) => item["@type"] === "Course");
    expect(json["@type"]).toBe("Course");
    expect(json.name).toBe("HVAC VRF VRV Repairing");
    expect(json.offers).toMatchObject({ "@type": "Offer", price: "35000.00", priceCurrency: "INR" });
    expect(json.hasCourseInstance[0]).toMatchObject({ "@type": "CourseInstance" });
    expect(json.hasCourseInstance[0].startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(json.provider["@type"]).toBe("EducationalOrganization");
  });
});

/** The CCTV course's page with the browser's clock under the test's control; its carousel once shown. */
async function openCarousel(page: Page) {
  const id = await courseId(page, "CCTV Camera Technician Course");
  await page.clock.install();
  await page.goto(`/course/${id}`);
  const carousel = page.getByTestId("course-carousel");
  await expect(carousel.getByRole("button", { name: "Next image" })).toBeVisible();
  return carousel;
}

/** The carousel with the clock stopped, then its timer restarted at a known instant: hovering pauses it. */
async function openCarouselPaused(page: Page) {
  const carousel = await openCarousel(page);
  await page.clock.pauseAt(Date.now() + 1000);
  await carousel.hover();
  await expect(carousel).toHaveAttribute("data-paused", "true");
  return carousel;
}

test.describe("course detail carousel", () => {
  test("advances every 3000 ms and loops", async ({ page }) => {
    const carousel = await openCarouselPaused(page);
    await page.mouse.move(0, 0);
    await expect(carousel).toHaveAttribute("data-paused", "false");
    const first = Number(await carousel.getAttribute("data-active-index"));
    const at = (step: number) => String((first + step) % 4);
    await page.clock.runFor(2900);
    await expect(carousel).toHaveAttribute("data-active-index", at(0));
    await page.clock.runFor(100);
    await expect(carousel).toHaveAttribute("data-active-index", at(1));
    await page.clock.runFor(3000);
    await expect(carousel).toHaveAttribute("data-active-index", at(2));
    await page.clock.runFor(6000);
    await expect(carousel).toHaveAttribute("data-active-index", at(4));
  });

  test("pauses while hovered and moves with the arrows and dots", async ({ page }) => {
    const carousel = await openCarouselPaused(page);
    const first = await carousel.getAttribute("data-active-index");
    await page.clock.runFor(9000);
    await expect(carousel).toHaveAttribute("data-active-index", first ?? "");
    await carousel.getByRole("button", { name: "Show image 1" }).click();
    await expect(carousel).toHaveAttribute("data-active-index", "0");
    await carousel.getByRole("button", { name: "Next image" }).click();
    await expect(carousel).toHaveAttribute("data-active-index", "1");
    await carousel.getByRole("button", { name: "Previous image" }).click();
    await carousel.getByRole("button", { name: "Previous image" }).click();
    await expect(carousel).toHaveAttribute("data-active-index", "3");
    await carousel.getByRole("button", { name: "Show image 3" }).click();
    await expect(carousel).toHaveAttribute("data-active-index", "2");
  });

  test("does not autoplay for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const carousel = await openCarousel(page);
    await expect(carousel).toHaveAttribute("data-paused", "true");
    await page.clock.pauseAt(Date.now() + 1000);
    await page.clock.runFor(7000);
    await expect(carousel).toHaveAttribute("data-active-index", "0");
  });
});

test.describe("/internal-courses", () => {
  test("shows four computed totals and a card per active course", async ({ page }) => {
    await page.goto("/internal-courses");
    const types = new Set(DEMO_COURSES.map((c) => c.course_type)).size;
    const seats = DEMO_COURSES.reduce((s, c) => s + c.max_students, 0);
    const avg = Math.round((DEMO_COURSES.reduce((s, c) => s + c.duration_weeks, 0) / DEMO_COURSES.length) * 10) / 10;
    await expect(page.getByTestId("total-total-courses")).toHaveText(String(DEMO_COURSES.length));
    await expect(page.getByTestId("total-course-types")).toHaveText(String(types));
    await expect(page.getByTestId("total-total-seats")).toHaveText(String(seats));
    await expect(page.getByTestId("total-average-duration")).toHaveText(`${avg} weeks`);
    await expect(page.getByTestId("course-card")).toHaveCount(DEMO_COURSES.length);
  });

  test("filters instantly as you type", async ({ page }) => {
    await page.goto("/internal-courses");
    await page.getByLabel("Search courses").fill("printer");
    await expect(page.getByTestId("course-card")).toHaveCount(1);
    await expect(page.getByTestId("course-card").getByRole("heading")).toHaveText("Printer Repairing Course");
    await page.getByLabel("Search courses").fill("zzzz");
    await expect(page.getByText("No courses match your search")).toBeVisible();
    await page.getByLabel("Search courses").fill("");
    await expect(page.getByTestId("course-card")).toHaveCount(DEMO_COURSES.length);
  });

  test("View Details opens /course/{id} with a full page load", async ({ page }) => {
    await page.goto("/internal-courses");
    const link = page
      .getByTestId("course-card")
      .filter({ hasText: "EPABX Intercom System" })
      .getByRole("link", { name: /View Details/ });
    const href = await link.getAttribute("href");
    expect(href).toMatch(/^\/course\/[0-9a-f-]{36}$/);
    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1, name: "EPABX Intercom System" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBeUndefined();
  });
});

test.describe("HTML-first internal courses and course-inner (no React on the page)", () => {
  test("the search's island narrows within a trade and offers every trade, in place", async ({ page }) => {
    await page.goto("/internal-courses?trade=laptop");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await page.getByLabel("Search courses").fill("fridge");
    await expect(page.getByText("No courses match your search")).toBeVisible();
    await expect(page.getByTestId("course-count")).toHaveText('0 of 3 courses match "fridge"');
    const everyTrade = page.getByRole("link", { name: 'Search all trades for "fridge"' });
    await expect(everyTrade).toHaveAttribute("href", "/internal-courses?q=fridge");
    await everyTrade.click();
    await expect(page.getByTestId("course-card").first().getByRole("heading")).toHaveText("Fridge & Washing Machine PCB Repairing");
    await page.getByLabel("Search courses").fill("");
    await expect(page.getByTestId("course-card")).toHaveCount(DEMO_COURSES.length);
    await expect(page.getByTestId("course-count")).toHaveText(`${DEMO_COURSES.length} courses`);
  });

  test("course-inner's tabs follow the arrow keys, Home and End", async ({ page }) => {
    const id = await courseId(page, "AC PCB Repairing Course");
    await page.goto(`/course-inner/${id}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(false);
    await page.getByRole("tab", { name: "Overview" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Curriculum" })).toBeFocused();
    await expect(page.getByRole("tab", { name: "Curriculum" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("72 hours of training in all");
    await page.keyboard.press("End");
    await expect(page.getByRole("tabpanel")).toContainText("No reviews of this course yet.");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Overview" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toContainText("About this course");
    await expect(page).toHaveURL(new RegExp(`/course-inner/${id}$`));
  });
});

test.describe("/online-courses", () => {
  test("shows six cards, each enrolling through /admission", async ({ page }) => {
    await page.goto("/online-courses");
    const cards = page.getByTestId("online-course-card");
    await expect(cards).toHaveCount(6);
    for (let i = 0; i < 6; i++) {
      await expect(cards.nth(i).getByRole("link", { name: /Enroll Now/ })).toHaveAttribute("href", "/admission");
    }
  });
});

test.describe("/course-inner", () => {
  test("switches between Overview, Curriculum, Instructor and Reviews", async ({ page }) => {
    const id = await courseId(page, "Fire Alarm System Training");
    await page.goto(`/course-inner/${id}`);
    const tabs = page.getByRole("tab");
    await expect(tabs).toHaveText(["Overview", "Curriculum", "Instructor", "Reviews"]);
    await expect(page.getByRole("tabpanel")).toContainText("About this course");
    // Curriculum and reviews are the course's own: this one has none, so no sample modules or reviews.
    await page.getByRole("tab", { name: "Curriculum" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("No syllabus has been published for this course yet.");
    await expect(page.getByRole("tabpanel")).not.toContainText("Module 1");
    await page.getByRole("tab", { name: "Instructor" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Manoj Singh");
    await page.getByRole("tab", { name: "Reviews" }).click();
    await expect(page.getByRole("tabpanel")).toContainText("Student Reviews");
    await expect(page.getByRole("tabpanel")).toContainText("No reviews of this course yet.");
    await expect(page).toHaveURL(new RegExp(`/course-inner/${id}$`));
    await expect(page.getByText("Related courses")).toBeVisible();
  });

  test("shows the course's own syllabus, and related courses of its trade, never itself", async ({ page }) => {
    const id = await courseId(page, "AC PCB Repairing Course");
    await page.goto(`/course-inner/${id}?tab=curriculum`);
    const panel = page.getByRole("tabpanel");
    await expect(panel.getByRole("listitem")).toHaveCount(5);
    await expect(panel.getByRole("listitem").first()).toContainText("Module 1AC electrical basics and safety10 hours");
    await expect(panel).toContainText("72 hours of training in all");
    const related = page.getByTestId("related-courses").getByRole("link");
    await expect(related).toHaveCount(3);
    await expect(related.first()).toContainText("AC Mechanical Repairing");
    for (const href of await related.evaluateAll((links) => links.map((a) => a.getAttribute("href")))) {
      expect(href).not.toBe(`/course/${id}`);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the internal courses search works as a GET form", async ({ page }) => {
    await page.goto("/internal-courses");
    await page.getByLabel("Search courses").fill("hvac");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\?q=hvac/);
    await expect(page.getByTestId("course-card")).toHaveCount(1);
    await expect(page.getByTestId("course-card").getByRole("heading")).toHaveText("HVAC VRF VRV Repairing");
  });

  test("the carousel shows its first image and every course-inner tab is reachable", async ({ page }) => {
    await page.goto("/courses");
    const href = await page.getByRole("link", { name: "Read More: Fire Alarm System Training", exact: true }).getAttribute("href");
    const id = href?.split("/").pop();
    await page.goto(`/course/${id}`);
    const visibleSlides = page.getByTestId("course-carousel").locator("img:visible");
    await expect(visibleSlides).toHaveCount(1);
    await expect(visibleSlides).toHaveAttribute("src", "/images/courses/fire-alarm.svg");
    await page.goto(`/course-inner/${await courseId(page, "Mobile and Smartphone Repairing")}`);
    for (const [tab, text] of [
      ["Curriculum", "Module 1"],
      ["Instructor", "Amit Sharma"],
      ["Reviews", "Student Reviews"],
      ["Overview", "About this course"],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toContainText(text);
    }
  });
});

test.describe("feeds", () => {
  test("sitemap.xml lists the pages and each active course; robots.txt points to it", async ({ request, baseURL }) => {
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${baseURL}/courses</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/admission</loc>`);
    expect(xml.match(new RegExp(`<loc>${baseURL}/course/[0-9a-f-]{36}</loc>`, "g"))).toHaveLength(DEMO_COURSES.length);
    // And each in Hindi.
    expect(xml.match(new RegExp(`<loc>${baseURL}/hi/course/[0-9a-f-]{36}</loc>`, "g"))).toHaveLength(DEMO_COURSES.length);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /auth");
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});
