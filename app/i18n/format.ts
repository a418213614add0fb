import { INDIA_TIME_ZONE } from "#app/lib/india-time";
import { type Lang, LOCALE } from "./lang";

/**
 * Dates and times in a page's language: Hindi pages get Intl's own hi-IN formats, so
 * no month names or word order are written by hand for Hindi. English calendar days keep the
 * hand-written "15 March 2026" (the same text as Intl's en-IN, format.test.ts checks it): an
 * English page then builds no Intl formatter, whose first one costs a cheap phone several
 * milliseconds. Formatters are built on first use and kept.
 */

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormat(lang: Lang, name: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}:${name}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE[lang], options);
    formatters.set(key, format);
  }
  return format;
}

const DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" };

/** A calendar day (YYYY-MM-DD, no time zone): "15 March 2026" / "15 मार्च 2026"; "" for none, the input back when broken. */
export function formatDay(date: string | null | undefined, lang: Lang = "en"): string {
  if (!date) return "";
  const [y, m, d] = date.slice(0, 10).split("-").map(Number);
  if (!y || !m || !d || m > 12) return date;
  if (lang === "en") return `${d} ${MONTHS[m - 1]} ${y}`;
  return dateFormat(lang, "day", { ...DAY, timeZone: "UTC" }).format(Date.UTC(y, m - 1, d));
}

/**
 * A moment as India's calendar day and clock time: { date: "24 नवंबर 2026", time: "6:03 pm IST" }.
 * The two are put together by a message of the catalogue (English "{{date}} at {{time}}"), since
 * hi-IN's own pattern ("… को 6:03 pm IST बजे") reads badly inside a sentence.
 */
export function formatInstant(at: Date, lang: Lang): { date: string; time: string } {
  return {
    date: dateFormat(lang, "instant-day", { ...DAY, timeZone: INDIA_TIME_ZONE }).format(at),
    time: dateFormat(lang, "time", {
      hour: "numeric",
      minute: "2-digit",
      hour12: true,
      timeZone: INDIA_TIME_ZONE,
      timeZoneName: "short",
    }).format(at),
  };
}

const RELATIVE = /^(a|an|one|\d+) (second|minute|hour|day|week|month|year)s? ago$/i;
const relativeFormats = new Map<Lang, Intl.RelativeTimeFormat>();

/**
 * How long ago, as Google writes it in English ("2 weeks ago", "a month ago"), in the page's
 * language through Intl.RelativeTimeFormat ("2 सप्ताह पहले"). English and anything else come back as
 * they are. Reading Google's words rather than counting from the review's time keeps the two
 * languages saying the same, and the server's and the browser's text equal.
 */
export function formatAgo(description: string, lang: Lang): string {
  if (lang === "en") return description;
  const match = RELATIVE.exec(description.trim());
  if (!match) return description;
  const amount = /^\d+$/.test(match[1]) ? Number(match[1]) : 1;
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(LOCALE[lang], { numeric: "always" });
    relativeFormats.set(lang, format);
  }
  return format.format(-amount, match[2].toLowerCase() as Intl.RelativeTimeFormatUnit);
}
