// The course page's island (decision 024): its image carousel over the server's slides.
import { enhanceCourseCarousel } from "#app/components/site/image-carousel";

for (const carousel of document.querySelectorAll<HTMLElement>("[data-island=course-carousel]")) {
  enhanceCourseCarousel(carousel, Number(carousel.dataset.interval));
}
