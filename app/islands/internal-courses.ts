// The internal courses page's island (decision 054): the instant search over the server's cards.
import { enhanceCourseSearch } from "#app/components/site/course-search-filter";

for (const root of document.querySelectorAll<HTMLElement>("[data-island=course-search]")) enhanceCourseSearch(root);
