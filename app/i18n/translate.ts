/**
 * The runtime translator: i18next's catalogue format (nested keys, `_one`/`_other` plural
 * suffixes chosen by Intl.PluralRules, `{{name}}` and `{{name, number}}` through
 * Intl.NumberFormat), in a few hundred bytes. i18next itself costs 16 KB gzipped on every page,
 * and the home page had 2 KB left of its 150 KB budget; i18n.test.ts checks that this gives
 * the same text as i18next for every message, so the catalogues can move to it unchanged.
 */
export type Catalogue = { readonly [key: string]: string | Catalogue };
type Values = Readonly<Record<string, string | number>>;
export type Translate = (key: string, values?: Values) => string;

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split(".")) {
    if (typeof node !== "object") return undefined;
    node = node[part];
  }
  return typeof node === "string" ? node : undefined;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*(?:,\s*(number)\s*)?\}\}/g;

export function createTranslate(locale: string, messages: Catalogue, fallback: Catalogue): Translate {
  // Built on first use: the first Intl formatter costs a cheap phone several milliseconds.
  let plurals: Intl.PluralRules | undefined;
  let numbers: Intl.NumberFormat | undefined;
  const find = (key: string) => lookup(messages, key) ?? lookup(fallback, key);
  return (key, values = {}) => {
    let text: string | undefined;
    if (typeof values.count === "number") {
      plurals ??= new Intl.PluralRules(locale);
      text = find(`${key}_${plurals.select(values.count)}`) ?? find(`${key}_other`);
    }
    text ??= find(key) ?? key;
    return text.replace(PLACEHOLDER, (_, name: string, format?: string) => {
      const value = values[name];
      if (value === undefined) return "";
      if (format === "number" && typeof value === "number") {
        numbers ??= new Intl.NumberFormat(locale);
        return numbers.format(value);
      }
      return String(value);
    });
  };
}
