// The one script of an HTML-first page (decision 024): the site layout's parts
// that need the browser, as plain DOM code over the server's HTML. No React, no router: links
// are links and forms post. It imports only plain modules, never a chunk with React in it
// (vite.islands.ts checks).
import { watchClearOfControls } from "#app/components/site/clear-of-controls";
import { startWelcomeSound } from "#app/components/site/welcome-sound-start";

const floating = document.querySelector<HTMLElement>("[data-island=floating-contact]");
if (floating) {
  watchClearOfControls(floating, (clear) => {
    floating.dataset.state = clear ? "shown" : "hidden";
  });
}

// Tried a second after load, as on a hydrated page (its island starts after load too).
if (document.readyState === "complete") startWelcomeSound();
else addEventListener("load", () => startWelcomeSound(), { once: true });

// The same mark a hydrated page sets once its scripts run (the e2e tests wait for it).
document.documentElement.dataset.hydrated = "";
