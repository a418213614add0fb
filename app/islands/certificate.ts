// The certificate page's island (decision 024): a blank ID is refused at once, without a lookup.
import { refuseBlank } from "#app/components/site/blank-field-check";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-island=certificate-lookup]")) {
  const input = form.querySelector<HTMLInputElement>("input[name=id]");
  if (input) refuseBlank(form, input, form.dataset.emptyMessage ?? "");
}
