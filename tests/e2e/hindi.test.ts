import type { Page } from "@playwright/test";
import { TRADES } from "#app/lib/trades";
import { expect, test } from "#tests/support/e2e/test";

const ORIGIN = /^http:\/\/localhost:\d+/;

async function alternates(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href") ?? "").pathname}`));
}

for (const width of [375, 1280]) {
  test.describe(`Hindi pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("every page has a /hi twin: lang, canonical and hreflang alternates", async ({ page }) => {
      for (const [en, hi] of [
        ["/", "/hi"],
        ["/courses", "/hi/courses"],
        ["/internal-courses", "/hi/internal-courses"],
        ["/admission", "/hi/admission"],
        ["/contact", "/hi/contact"],
      ]) {
        expect((await page.goto(hi))?.status(), hi).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", "hi");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${ORIGIN.source}${hi}$`));
        expect(await alternates(page)).toEqual([`en ${en}`, `hi ${hi === "/hi" ? "/hi" : hi}`, `x-default ${en}`]);
        await page.goto(en);
        await expect(page.locator("html")).toHaveAttribute("lang", "en");
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${ORIGIN.source}${en}$`));
      }
    });

    test("the header switch keeps the visitor on the same page, query included", async ({ page }) => {
      await page.goto("/courses?trade=ac");
      const toHindi = page.locator("[data-testid=language-switch]:visible");
      await expect(toHindi).toHaveCount(1);
      await expect(toHindi).toHaveText("हिंदी");
      await expect(toHindi).toHaveAttribute("aria-label", "हिंदी में पढ़ें (Read in Hindi)");
      await toHindi.click();
      await expect(page).toHaveURL(/\/hi\/courses\?trade=ac$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("हमारे कोर्स");
      // Hindi cards show the courses' Hindi names (the English where none is written: course-parts.test.ts).
      await expect(page.getByTestId("course-card").getByRole("heading")).toHaveText(["AC PCB रिपेयरिंग कोर्स", "AC मैकेनिकल रिपेयरिंग"]);
      await expect(page.locator("[data-testid=language-switch]:visible")).toHaveText("English");
      await page.locator("[data-testid=language-switch]:visible").click();
      await expect(page).toHaveURL(/\/courses\?trade=ac$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Courses");
    });

    test("Hindi chips, cards and links stay in Hindi", async ({ page }) => {
      await page.goto("/hi/courses");
      if (width >= 1024) {
        // Landmarks are named in the page's language too.
        const main = page.getByRole("navigation", { name: "मुख्य मेनू" });
        await expect(main.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
        await expect(main.getByRole("link", { name: "होम" })).not.toHaveAttribute("aria-current");
      }
      const chips = page.getByRole("navigation", { name: "ट्रेड" }).getByRole("link");
      await expect(chips).toHaveCount(TRADES.length + 1);
      await expect(chips.first()).toHaveText("सभी कोर्स");
      await page.getByRole("navigation", { name: "ट्रेड" }).getByRole("link", { name: "मोबाइल और iPhone" }).click();
      await expect(page).toHaveURL(/\/hi\/courses\?trade=mobile/);
      const card = page.getByTestId("course-card").first();
      await expect(card).toContainText("हफ़्ते");
      await expect(card.getByRole("link", { name: /^एडमिशन लें/ })).toHaveAttribute("href", /^\/hi\/admission\?course=/);
      await expect(card.getByRole("link", { name: /^और जानें/ })).toHaveAttribute("href", /^\/hi\/courses\/[0-9a-f-]{36}$/);
      const footer = page.getByRole("navigation", { name: "फ़ुटर के लिंक" });
      await expect(footer.getByRole("heading")).toHaveText("ज़रूरी लिंक");
      await expect(page.getByRole("form", { name: "नई जानकारी पाएं" })).toBeAttached();
      await expect(page.getByRole("navigation", { name: /^(Main|Footer|Mobile|Breadcrumb)$/ })).toHaveCount(0);
      await expect(footer.getByRole("link", { name: "प्राइवेसी पॉलिसी" })).toHaveAttribute("href", "/hi/privacy");
    });
  });
}

test.describe("Hindi search", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`finds AC courses for एसी ${javaScriptEnabled ? "as you type" : "as a GET form"}`, async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
      const page = await context.newPage();
      await page.goto("/hi/internal-courses");
      if (javaScriptEnabled) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
      await page.getByLabel("कोर्स खोजें").fill("एसी");
      if (!javaScriptEnabled) {
        await page.getByRole("button", { name: "खोजें" }).click();
        await expect(page).toHaveURL(/\/hi\/internal-courses\?q=/);
      }
      await expect(page.getByTestId("course-card").getByRole("heading")).toHaveText(["AC PCB रिपेयरिंग कोर्स", "AC मैकेनिकल रिपेयरिंग"]);
      await expect(page.getByTestId("course-count")).toHaveText(/17 में से 2 कोर्स “एसी” से मिलते हैं/);
      await context.close();
    });
  }
});

test.describe("the Devanagari font", () => {
  test("is preloaded (its critical cut) and used on Hindi pages, and never loaded on English ones", async ({ page }) => {
    const fonts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
    });
    // The English home page opens the promo popup, a Hindi text: still no Devanagari font.
    await page.goto("/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    expect(await page.locator('link[rel="preload"][as="font"]').count()).toBe(0);
    expect(fonts.filter((f) => f.includes("devanagari"))).toEqual([]);

    // Decision 064-hindi-lcp-font: the first screen's glyphs preloaded, the full font once loaded.
    await page.goto("/hi/about");
    const preloads = page.locator('link[rel="preload"][as="font"][type="font/woff2"]');
    await expect(preloads).toHaveCount(2);
    for (const href of await preloads.evaluateAll((links) => links.map((l) => l.getAttribute("href") ?? ""))) {
      expect(href).toMatch(/^\/assets\/noto-sans-devanagari-critical-[47]00-[\w-]+\.woff2$/);
    }
    await page.waitForFunction(
      () =>
        [...document.fonts].filter((f) => f.family.replaceAll('"', "") === "Noto Sans Devanagari" && f.status === "loaded").length === 2,
    );
    const loaded = await page.evaluate(() =>
      [...document.fonts]
        .filter((f) => f.family.replaceAll('"', "") === "Noto Sans Devanagari" && f.status === "loaded")
        .map((f) => f.weight),
    );
    expect(loaded.sort()).toEqual(["400", "700"]);
    expect(fonts.filter((f) => f.includes("devanagari")).length).toBeGreaterThan(0);
  });
});

/** Each translated page: its <title>, its main heading, a button or link, in Hindi. */
const HINDI_PAGES: { path: string; title: RegExp; h1: string; action: { role: "link" | "button"; name: string; href?: string } }[] = [
  {
    path: "/hi",
    title: /^Supertech Institute \| दिल्ली में मोबाइल, लैपटॉप और AC रिपेयरिंग कोर्स$/,
    h1: "Supertech Institute: दिल्ली में मोबाइल, लैपटॉप, AC और HVAC रिपेयरिंग कोर्स",
    action: { role: "link", name: "अभी ऑनलाइन अप्लाई करें", href: "/hi/admission" },
  },
  {
    path: "/hi/about",
    title: /^हमारे बारे में \| Supertech Institute$/,
    h1: "हमारे बारे में",
    action: { role: "link", name: "एडमिशन लें", href: "/hi/admission" },
  },
  {
    path: "/hi/online-courses",
    title: /^ऑनलाइन कोर्स \| /,
    h1: "ऑनलाइन कोर्स",
    action: { role: "link", name: "एडमिशन लें: ऑनलाइन मोबाइल रिपेयरिंग कोर्स", href: "/hi/admission" },
  },
  {
    path: "/hi/careers",
    title: /^करियर \| /,
    h1: "करियर",
    action: { role: "link", name: "ई-मेल से अप्लाई करें (रिपेयर ट्रेनर के लिए)" },
  },
  {
    path: "/hi/gallery",
    title: /^गैलरी \| /,
    h1: "गैलरी",
    action: { role: "link", name: "कैंपस देखने आएं", href: "/hi/contact" },
  },
  {
    path: "/hi/certificate",
    title: /^सर्टिफिकेट की जांच \| /,
    h1: "सर्टिफिकेट की जांच",
    action: { role: "button", name: "जांचें" },
  },
  {
    path: "/hi/admission",
    title: /^एडमिशन फ़ॉर्म \| Supertech Institute$/,
    h1: "एडमिशन फ़ॉर्म",
    action: { role: "link", name: "WhatsApp पर बात करें" },
  },
  {
    path: "/hi/contact",
    title: /^संपर्क करें \| Supertech Institute$/,
    h1: "संपर्क करें",
    action: { role: "link", name: "Google Maps में खोलें (नए टैब में खुलता है)" },
  },
  {
    path: "/hi/privacy",
    title: /^प्राइवेसी पॉलिसी \| /,
    h1: "प्राइवेसी पॉलिसी",
    action: { role: "link", name: "सर्टिफिकेट पेज", href: "/hi/certificate" },
  },
  {
    path: "/hi/terms",
    title: /^नियम और शर्तें \| /,
    h1: "नियम और शर्तें",
    action: { role: "link", name: "प्राइवेसी पॉलिसी", href: "/hi/privacy" },
  },
  {
    path: "/hi/sitemap",
    title: /^साइटमैप \| /,
    h1: "साइटमैप",
    action: { role: "link", name: "सर्टिफिकेट की जांच", href: "/hi/certificate" },
  },
];

for (const width of [375, 1280]) {
  test.describe(`translated pages at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test("each page reads in Hindi: title, heading, a button or link, and a description", async ({ page }) => {
      for (const { path, title, h1, action } of HINDI_PAGES) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        await expect(page, path).toHaveTitle(title);
        await expect(page.getByRole("heading", { level: 1 }), path).toHaveText(h1);
        await expect(page.locator('meta[name="description"]'), path).toHaveAttribute("content", /[\u0900-\u097F]/);
        const main = page.locator("main");
        const control = main.getByRole(action.role, { name: action.name, exact: true }).first();
        await expect(control, `${path}: ${action.name}`).toBeAttached();
        if (action.href) await expect(control).toHaveAttribute("href", action.href);
      }
    });

    test("admission and contact read in Hindi around their forms: steps, help, FAQ", async ({ page }) => {
      await page.goto("/hi/admission");
      const help = page.getByRole("complementary", { name: "एडमिशन में मदद" });
      for (const heading of ["चुना हुआ कोर्स", "एडमिशन के क़दम", "मदद चाहिए?"]) {
        await expect(help.getByRole("heading", { name: heading })).toBeVisible();
      }
      await expect(help.getByText("1. फ़ॉर्म भेजें")).toBeVisible();

      await page.goto("/hi/contact");
      for (const heading of ["कॉल करें", "खुलने का समय", "हमें मैसेज भेजें", "अक्सर पूछे जाने वाले सवाल"]) {
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      }
      const jobs = page.locator("details").filter({ hasText: "क्या कोर्स के बाद नौकरी में मदद करते हैं?" });
      await jobs.locator("summary").click();
      await expect(jobs.getByText(/हमारे 95% छात्रों को नौकरी मिली है/)).toBeVisible();
    });

    test("the promo popup's buttons read in Hindi on /hi (the spec's English words on /)", async ({ page }) => {
      await page.goto("/hi");
      const dialog = page.getByRole("dialog");
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole("link", { name: "अभी कॉल करें" })).toHaveAttribute("href", "tel:+919876543210");
      const whatsapp = await dialog.getByRole("link", { name: "अभी WhatsApp करें" }).getAttribute("href");
      expect(new URL(whatsapp ?? "").searchParams.get("text")).toMatch(/फ़्री डेमो क्लास/);
      await expect(dialog.getByText(/Call Now|WhatsApp Now/)).toHaveCount(0);
      await dialog.getByRole("button", { name: "बंद करें" }).click();
      await expect(dialog).toBeHidden();
    });

    test("home and about show the settings' figures, worded in Hindi", async ({ page }) => {
      await page.goto("/hi");
      await page.keyboard.press("Escape");
      for (const claim of ["500+ छात्र ट्रेनिंग पा चुके", "95% प्लेसमेंट", "2021 से", "हॉस्टल की सुविधा"]) {
        await expect(page.getByText(claim, { exact: true }).first()).toBeVisible();
      }
      const stats = page.getByTestId("home-stats");
      for (const value of ["500+", "95%", "20+", "4.8/5"]) await expect(stats.getByText(value, { exact: true })).toBeVisible();
      await expect(stats.getByText("125 रिव्यू से रेटिंग", { exact: true })).toBeVisible();
      await expect(page.getByRole("heading", { name: "हमें क्यों चुनें" })).toHaveCount(0);
      await expect(page.getByRole("heading", { name: "ऐसा हुनर सीखें जो पहले दिन से कमाई दे" })).toBeVisible();

      await page.goto("/hi/about");
      const numbers = page.getByRole("region", { name: "आंकड़ों में इंस्टीट्यूट" });
      for (const value of ["500+", "95%", "2021", "हॉस्टल"]) await expect(numbers.getByText(value, { exact: true })).toBeVisible();
      await expect(page.getByText(/आज 500 से ज़्यादा छात्र/)).toBeVisible();
    });

    test("a certificate's result and its own page read in Hindi", async ({ page }) => {
      await page.goto("/hi/certificate?id=STI-2025-0001");
      const result = page.getByTestId("certificate-result");
      await expect(result.getByText("असली है", { exact: true })).toBeVisible();
      await expect(result.getByText("छात्र का नाम", { exact: true })).toBeVisible();
      await result.getByRole("link", { name: "सर्टिफिकेट का पेज खोलें" }).click();
      await expect(page).toHaveURL(/\/hi\/certificate\/STI-2025-0001$/);
      await expect(page).toHaveTitle(/^सर्टिफिकेट STI-2025-0001: /);
      const verdict = page.getByTestId("certificate-verdict");
      await expect(verdict.getByRole("heading", { name: "सर्टिफिकेट STI-2025-0001 असली है" })).toBeVisible();
      await expect(verdict).toContainText("इंस्टीट्यूट के रिकॉर्ड से");
      const sheet = page.getByRole("article", { name: "सर्टिफिकेट STI-2025-0001" });
      await expect(sheet.getByRole("heading", { level: 1 })).toHaveText("कोर्स पूरा करने का सर्टिफिकेट");
      for (const text of ["प्रमाणित किया जाता है कि", "जांच का कोड", "मंज़ूरी देने वाले", "स्कैन करके जांचें"]) {
        await expect(sheet.getByText(text, { exact: true })).toBeVisible();
      }
      const actions = page.getByRole("region", { name: "शेयर या प्रिंट करें" });
      for (const name of ["WhatsApp पर शेयर करें", "PDF डाउनलोड करें"]) await expect(actions.getByRole("link", { name })).toBeVisible();
      for (const name of ["लिंक कॉपी करें", "प्रिंट करें"]) await expect(actions.getByRole("button", { name })).toBeVisible();
      await expect(page.locator("main")).not.toContainText(/Verified|genuine|Certificate of Completion|Scan to verify|Copy link/);
      await expect(page.getByRole("navigation", { name: "आप यहाँ हैं" }).getByRole("link", { name: "सर्टिफिकेट की जांच" })).toHaveAttribute(
        "href",
        "/hi/certificate",
      );
    });

    test("an unknown Hindi page is a 404 in Hindi, back to the Hindi home", async ({ page }) => {
      expect((await page.goto("/hi/no-such-page"))?.status()).toBe(404);
      await expect(page).toHaveTitle("404 | Supertech Institute");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("पेज नहीं मिला");
      await expect(page.getByRole("link", { name: "होम पेज पर जाएं" })).toHaveAttribute("href", "/hi");
    });
  });
}
