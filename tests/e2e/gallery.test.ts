import { openPublicPage } from "#tests/support/e2e/public-page";
import { expect, test } from "#tests/support/e2e/test";

const ACTIVE_TITLES = [
  "Theory session in progress",
  "Mobile repair lab",
  "Tools for every trade",
  "Laptop chip-level lab",
  "BGA rework machine",
  "AC training bay",
  "VRF site visit",
  "Certificate day",
  "Student hostel",
];
const FEATURED = ["Theory session in progress", "Mobile repair lab", "BGA rework machine"];

test.describe("gallery", () => {
  test("shows only active items, by sort order, with Featured badges and the static stats", async ({ page }) => {
    await openPublicPage(page, "/gallery", "Gallery");

    const items = page.getByTestId("gallery-item");
    await expect(items).toHaveCount(ACTIVE_TITLES.length);
    const titles = await items.locator("figcaption p:first-child").allTextContents();
    expect(titles).toEqual(ACTIVE_TITLES);
    // The demo's archived item is inactive: never shown.
    await expect(page.getByText("First workshop, 2021 (archived)")).toHaveCount(0);

    for (const title of ACTIVE_TITLES) {
      const item = items.filter({ hasText: title });
      await expect(item.getByText("Featured", { exact: true })).toHaveCount(FEATURED.includes(title) ? 1 : 0);
      // The badge sits outside the tile's link, named "Enlarge: {title}": a visible word inside
      // a link that its name lacks fails "label in name" (WCAG 2.5.3).
      await expect(item.getByRole("link", { name: `Enlarge: ${title}` })).not.toContainText("Featured");
    }
    // Masonry is CSS columns, not a grid of rows.
    const columns = await page.getByRole("list", { name: "Gallery" }).evaluate((el) => getComputedStyle(el).columnCount);
    expect(columns).toBe("3");

    for (const label of ["Students trained", "Placement record", "Training since"]) await expect(page.getByText(label)).toBeVisible();
    await expect(page.getByText("500+")).toBeVisible();
  });

  test("images have alt text, width and height, and load lazily below the fold", async ({ page }) => {
    await page.goto("/gallery");
    const images = page.getByTestId("gallery-item").locator("img");
    await expect(images.first()).toHaveAttribute("alt", "Trainer explaining a circuit diagram to students in a classroom");
    const attrs = await images.evaluateAll((els) =>
      els.map((el) => ({ w: el.getAttribute("width"), h: el.getAttribute("height"), loading: el.getAttribute("loading") })),
    );
    expect(attrs.every((a) => Number(a.w) > 0 && Number(a.h) > 0)).toBe(true);
    expect(attrs.slice(0, 2).map((a) => a.loading)).toEqual(["eager", "eager"]);
    expect(attrs.slice(2).every((a) => a.loading === "lazy")).toBe(true);
    expect(attrs[2]).toMatchObject({ w: "900", h: "1200" });
  });

  test("the enlarged view opens with the keyboard, shows image, title and description, moves with arrows and closes with Escape", async ({
    page,
  }) => {
    await page.goto("/gallery");
    const tile = page.getByRole("link", { name: "Enlarge: Mobile repair lab" });
    await tile.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Mobile repair lab" })).toBeVisible();
    await expect(dialog.getByText("One workstation per student, with microscope and hot air.")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "A row of mobile repair workstations with tools" })).toBeVisible();
    await expect(dialog.getByText("Featured", { exact: true })).toBeVisible();
    await expect(dialog.getByText(`2 / ${ACTIVE_TITLES.length}`)).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByRole("heading", { name: "Tools for every trade" })).toBeVisible();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByRole("heading", { name: "Mobile repair lab" })).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
  });

  test("the Close button closes the enlarged view", async ({ page }) => {
    await page.goto("/gallery");
    await page.getByRole("link", { name: "Enlarge: Student hostel" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Student hostel" })).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe("gallery without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each tile links to its image file", async ({ page }) => {
    await page.goto("/gallery");
    await expect(page.getByRole("link", { name: "Enlarge: Theory session in progress" })).toHaveAttribute(
      "href",
      "/images/gallery/classroom.svg",
    );
    await page.getByRole("link", { name: "Enlarge: Student hostel" }).click();
    await expect(page).toHaveURL(/\/images\/gallery\/hostel\.svg$/);
  });
});
