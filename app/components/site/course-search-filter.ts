// The internal courses page's instant search (decision 054's pattern): plain DOM code over the
// server's list, called by the island script on the HTML-first page and by the React
// component's effect after a client-side navigation. Without JavaScript the search box is a GET
// form and the server filters.
import { rankByQuery } from "#app/lib/search-words";

type Card = { el: HTMLElement; index: number; name: string; other: string };

const card = (el: HTMLElement): Card => ({
  el,
  index: Number(el.dataset.index),
  name: el.dataset.name ?? "",
  other: el.dataset.search ?? "",
});

/** A message the server wrote with `{{shown}}` and `{{query}}` left in it (in the page's language). */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => values[name] ?? whole);
}

/**
 * Filters the cards as the visitor types, ranked as the server ranks them (`rankByQuery`). The server
 * wrote the cards that match its query in the list and the others in a `<template>`; the
 * messages (count, no match, "search all trades") come from data-* attributes.
 */
export function enhanceCourseSearch(root: HTMLElement): () => void {
  const form = root.querySelector<HTMLFormElement>("search form");
  const input = form?.querySelector<HTMLInputElement>("input[name=q]");
  const list = root.querySelector<HTMLElement>("[data-course-list]");
  const count = root.querySelector<HTMLElement>("[data-course-count]");
  const empty = root.querySelector<HTMLElement>("[data-no-match]");
  if (!form || !input || !list || !count || !empty) return () => {};
  const template = root.querySelector<HTMLTemplateElement>("template[data-other-courses]");
  // Parsed HTML puts a template's children in its content; React's client render in the element.
  const others = template ? [...template.content.children, ...template.children] : [];
  const cards = [...list.children, ...others].map((el) => card(el as HTMLElement)).sort((a, b) => a.index - b.index);
  const allTrades = empty.querySelector<HTMLAnchorElement>("[data-search-all]");

  const update = () => {
    const query = input.value.trim();
    const shown = rankByQuery(cards, query, (c) => c);
    list.replaceChildren(...shown.map((c) => c.el));
    list.hidden = shown.length === 0;
    empty.hidden = shown.length > 0;
    const values = { shown: String(shown.length), query };
    count.textContent = query ? fill(count.dataset.matches ?? "", values) : (count.dataset.all ?? "");
    if (allTrades) {
      allTrades.hidden = !query;
      allTrades.href = fill(allTrades.dataset.href ?? "", { query: encodeURIComponent(query) });
      allTrades.textContent = fill(allTrades.dataset.text ?? "", values);
    }
  };
  // Instant: the submit button only matters without JavaScript.
  const submit = (event: SubmitEvent) => event.preventDefault();
  input.addEventListener("input", update);
  form.addEventListener("submit", submit);
  return () => {
    input.removeEventListener("input", update);
    form.removeEventListener("submit", submit);
  };
}
