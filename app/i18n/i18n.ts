import i18next, { type i18n } from "i18next";
import { LANGS, type Lang, LOCALE } from "./lang";
import { en } from "./messages/en";
import { hi } from "./messages/hi";

const RESOURCES = { en, hi } as const;

/**
 * One i18next instance per language, made once and synchronously (the catalogues are bundled:
 * no fetch before the first paint). Each is fixed to its language, so one instance serves
 * every request of that language on the server.
 */
function create(lang: Lang): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng: LOCALE[lang],
    fallbackLng: LOCALE.en,
    resources: { [LOCALE[lang]]: { translation: RESOURCES[lang] }, [LOCALE.en]: { translation: en } },
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

const instances = new Map<Lang, i18n>();

export function i18nFor(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = create(lang);
    instances.set(lang, instance);
  }
  return instance;
}

export { LANGS };
