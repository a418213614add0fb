// The gallery page's island (decision 024): the enlarged view over the server's tiles.
import { enhanceGallery } from "#app/components/site/gallery-viewer";

for (const gallery of document.querySelectorAll<HTMLElement>("[data-island=gallery]")) enhanceGallery(gallery);
