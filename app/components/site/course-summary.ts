/**
 * The admission page's side panel follows the form's course select on the HTML-first page
 * (admission-aside.tsx): the server wrote each course's summary in a
 * `<template data-course-summary-for=ID>` (and the none-chosen text for ""), under
 * `[data-island=course-summary]`; a change of the select shows that template's copy in place of
 * the summary shown (`[data-course-summary]`). The listener is on the document, so a form the
 * server's answer put in place (form-enhance.ts) is followed too. Returns the clean-up.
 */
export function followCourseSelect(templates: HTMLElement, selectName = "courseId"): () => void {
  const panel = templates.parentElement;
  const show = (value: string) => {
    const template =
      templates.querySelector<HTMLTemplateElement>(`template[data-course-summary-for="${CSS.escape(value)}"]`) ??
      templates.querySelector<HTMLTemplateElement>('template[data-course-summary-for=""]');
    const shown = panel?.querySelector("[data-course-summary]");
    if (template && shown) shown.replaceWith(template.content.cloneNode(true));
  };
  const changed = (event: Event) => {
    const select = event.target;
    if (select instanceof HTMLSelectElement && select.name === selectName) show(select.value);
  };
  document.addEventListener("change", changed);
  return () => document.removeEventListener("change", changed);
}
