import { island } from "#app/components/island";

/*
 * The home page's parts as islands (decision 017): rendered by the server like any component,
 * made interactive once the page has loaded. The top of the page (header, hero text, search)
 * is static HTML or shell code; none of these has to run before the visitor sees it.
 */
export const HeroCarousel = island(() => import("./hero-carousel").then((m) => m.HeroCarousel));
export const CourseGrid = island(() => import("./course-card").then((m) => m.CourseGrid));
export const CtaLink = island(() => import("./cta-link").then((m) => m.CtaLink));
export const DemoForm = island(() => import("./demo-form").then((m) => m.DemoForm));
export const PromoPopup = island(() => import("./promo-popup").then((m) => m.PromoPopup));
export const ReviewsCarousel = island(() => import("./reviews-carousel").then((m) => m.ReviewsCarousel));
export const SectionHeading = island(() => import("./home-sections").then((m) => m.SectionHeading));
export const ClaimsStrip = island(() => import("./home-sections").then((m) => m.ClaimsStrip));
export const DiscountBanner = island(() => import("./home-sections").then((m) => m.DiscountBanner));
export const Achievements = island(() => import("./home-sections").then((m) => m.Achievements));
export const WhyChooseUs = island(() => import("./home-sections").then((m) => m.WhyChooseUs));
export const AboutInstitute = island(() => import("./home-sections").then((m) => m.AboutInstitute));
