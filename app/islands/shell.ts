// The one script of an HTML-first page (decision 024): the site layout's parts
// that need the browser, as plain DOM code over the server's HTML. No React, no router: links
// are links and forms post. It imports only plain modules, never a chunk with React in it
// (vite.islands.ts checks).

import { loadFullHindiFont } from "#app/components/hindi-font-full";
import { watchClearOfControls } from "#app/components/site/clear-of-controls";
import { enhanceCoursesMenu, enhanceMobileMenu } from "#app/components/site/courses-menu";
import { enhanceNewsletter } from "#app/components/site/newsletter-check";
import { startWelcomeSound } from "#app/components/site/welcome-sound-start";

const floating = document.querySelector<HTMLElement>("[data-island=floating-contact]");
if (floating) {
  watchClearOfControls(floating, (clear) => {
    floating.dataset.state = clear ? "shown" : "hidden";
  });
}

// The header's menus and the footer's newsletter box, as on a hydrated page.
for (const menu of document.querySelectorAll<HTMLElement>("[data-courses-menu]")) enhanceCoursesMenu(menu);
for (const menu of document.querySelectorAll<HTMLDetailsElement>("[data-mobile-menu]")) enhanceMobileMenu(menu);
for (const form of document.querySelectorAll<HTMLFormElement>("form#newsletter")) enhanceNewsletter(form);

// A server toast's close button (CSS takes the toast away after five seconds anyway).
document.addEventListener("click", (event) => {
  const close = (event.target as Element).closest?.("[data-toast-close]");
  close?.closest("[data-toast]")?.remove();
});

// A Hindi page's full Devanagari font, once the page has loaded (components/hindi-font.tsx).
loadFullHindiFont();

// Tried a second after load, as on a hydrated page (its island starts after load too).
if (document.readyState === "complete") startWelcomeSound();
else addEventListener("load", () => startWelcomeSound(), { once: true });

// The same mark a hydrated page sets once its scripts run (the e2e tests wait for it).
document.documentElement.dataset.hydrated = "";
