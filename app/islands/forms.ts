// The form pages' island (/contact, /admission, decision 063-html-first-contact-admission): the public form's instant
// checks, toasts and sending (form-enhance.ts), and on /admission the side panel that follows
// the chosen course, as plain DOM code over the server's HTML. A hydrated page (after a
// client-side navigation) does the same with Conform, sonner and React state.
import { followCourseSelect } from "#app/components/site/course-summary";
import { enhanceForm } from "#app/components/site/form-enhance";

for (const root of document.querySelectorAll<HTMLElement>("[data-island=contact-form], [data-island=admission-form]")) enhanceForm(root);
const summaries = document.querySelector<HTMLElement>("[data-island=course-summary]");
if (summaries) followCourseSelect(summaries);
