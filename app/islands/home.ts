// The home page's island (decision 054): its two carousels, the promo popup's timing and the
// demo form, as plain DOM code over the server's HTML. The React components call the same
// modules in their effects after a client-side visit.
import { enhanceDemoForm } from "#app/components/site/demo-form-enhance";
import { runPromoTiming } from "#app/components/site/promo-timing";
import { enhanceSlidingCarousel } from "#app/components/site/sliding-carousel";

for (const carousel of document.querySelectorAll<HTMLElement>("[data-island=hero-carousel], [data-island=reviews-carousel]")) {
  enhanceSlidingCarousel(carousel);
}
for (const form of document.querySelectorAll<HTMLFormElement>("form[data-island=demo-form]")) enhanceDemoForm(form);
const promo = document.querySelector<HTMLDialogElement>("dialog[data-island=promo]");
if (promo) runPromoTiming(promo);
