import type { Lang } from "#app/i18n/lang";
import { forms as en } from "#app/i18n/messages/en/forms";
import { forms as hi } from "#app/i18n/messages/hi/forms";

/**
 * The public forms' validation messages in each language, from the forms catalogues. The
 * schemas are built per language from these, so the browser (which loads the schema on first
 * use, outside the page's initial JavaScript) and the action give the same message.
 */
export type FormErrors = { readonly [K in keyof typeof en.errors]: string };

/** Both languages' form texts, for the actions' toasts and messages (the pages read theirs through useI18n). */
export const FORMS = { en, hi } as const;

/** A message's {{placeholders}} filled in (numbers only here: limits such as 16 and 60). */
export function fill(message: string, values: Record<string, number>): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ""));
}

const ERRORS: Record<Lang, FormErrors> = { en: en.errors, hi: hi.errors };

/** A schema per language, built once each. */
export function perLang<S>(build: (errors: FormErrors) => S): (lang: Lang) => S {
  const built = new Map<Lang, S>();
  return (lang) => {
    let schema = built.get(lang);
    if (!schema) {
      schema = build(ERRORS[lang]);
      built.set(lang, schema);
    }
    return schema;
  };
}
