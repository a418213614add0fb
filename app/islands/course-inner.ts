// The course-inner page's island (decision 054): its tabs switch in place.
import { enhanceTabs } from "#app/components/site/tabs-enhance";

for (const tabs of document.querySelectorAll<HTMLElement>("[data-island=tabs]")) enhanceTabs(tabs);
