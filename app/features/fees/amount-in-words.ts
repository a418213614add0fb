/**
 * An amount of money in words, in the Indian system (thousand, lakh, crore), for receipts:
 * 1250000 paise -> "Rupees Twelve Thousand Five Hundred only" and
 * "बारह हज़ार पाँच सौ रुपये मात्र". Counts of crore above 99 are spelt out in full
 * ("One Hundred Twenty Crore"), as Indian cheques and receipts do; no "and" inside the rupees,
 * so "and" only ever joins the paise.
 */
export type WordsLanguage = "en" | "hi";

const EN_UNITS = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const EN_TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

// Hindi number words 0-99 are irregular (no rule builds "उनहत्तर" from 6 and 9): the full table.
const HI_0_99 = [
  "शून्य",
  "एक",
  "दो",
  "तीन",
  "चार",
  "पाँच",
  "छह",
  "सात",
  "आठ",
  "नौ",
  "दस",
  "ग्यारह",
  "बारह",
  "तेरह",
  "चौदह",
  "पंद्रह",
  "सोलह",
  "सत्रह",
  "अठारह",
  "उन्नीस",
  "बीस",
  "इक्कीस",
  "बाईस",
  "तेईस",
  "चौबीस",
  "पच्चीस",
  "छब्बीस",
  "सत्ताईस",
  "अट्ठाईस",
  "उनतीस",
  "तीस",
  "इकतीस",
  "बत्तीस",
  "तैंतीस",
  "चौंतीस",
  "पैंतीस",
  "छत्तीस",
  "सैंतीस",
  "अड़तीस",
  "उनतालीस",
  "चालीस",
  "इकतालीस",
  "बयालीस",
  "तैंतालीस",
  "चवालीस",
  "पैंतालीस",
  "छियालीस",
  "सैंतालीस",
  "अड़तालीस",
  "उनचास",
  "पचास",
  "इक्यावन",
  "बावन",
  "तिरेपन",
  "चौवन",
  "पचपन",
  "छप्पन",
  "सत्तावन",
  "अट्ठावन",
  "उनसठ",
  "साठ",
  "इकसठ",
  "बासठ",
  "तिरसठ",
  "चौंसठ",
  "पैंसठ",
  "छियासठ",
  "सड़सठ",
  "अड़सठ",
  "उनहत्तर",
  "सत्तर",
  "इकहत्तर",
  "बहत्तर",
  "तिहत्तर",
  "चौहत्तर",
  "पचहत्तर",
  "छिहत्तर",
  "सतहत्तर",
  "अठहत्तर",
  "उनासी",
  "अस्सी",
  "इक्यासी",
  "बयासी",
  "तिरासी",
  "चौरासी",
  "पचासी",
  "छियासी",
  "सत्तासी",
  "अट्ठासी",
  "नवासी",
  "नब्बे",
  "इक्यानबे",
  "बानबे",
  "तिरानबे",
  "चौरानबे",
  "पंचानबे",
  "छियानबे",
  "सत्तानबे",
  "अट्ठानबे",
  "निन्यानबे",
];

const SCALE = {
  en: { hundred: "Hundred", thousand: "Thousand", lakh: "Lakh", crore: "Crore" },
  hi: { hundred: "सौ", thousand: "हज़ार", lakh: "लाख", crore: "करोड़" },
} as const;

function below100(n: number, lang: WordsLanguage): string {
  if (lang === "hi") return HI_0_99[n];
  if (n < 20) return EN_UNITS[n];
  const unit = n % 10;
  return unit ? `${EN_TENS[Math.floor(n / 10)]} ${EN_UNITS[unit]}` : EN_TENS[Math.floor(n / 10)];
}

/** A positive whole number in words, Indian grouping; a count of crore recurses. */
function wholeInWords(n: number, lang: WordsLanguage): string {
  const scale = SCALE[lang];
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${wholeInWords(crore, lang)} ${scale.crore}`);
  const steps: [number, string][] = [
    [100_000, scale.lakh],
    [1000, scale.thousand],
    [100, scale.hundred],
  ];
  for (const [size, name] of steps) {
    const count = Math.floor(rest / size);
    rest %= size;
    if (count) parts.push(`${below100(count, lang)} ${name}`);
  }
  if (rest) parts.push(below100(rest, lang));
  return parts.join(" ");
}

function numberInWords(n: number, lang: WordsLanguage): string {
  return n === 0 ? below100(0, lang) : wholeInWords(n, lang);
}

/**
 * `paise` (a non-negative whole number) in words. With paise: "Rupees Twelve Thousand Five
 * Hundred and Fifty Paise only" / "बारह हज़ार पाँच सौ रुपये और पचास पैसे मात्र"; an amount
 * under a rupee names only the paise ("Fifty Paise only"). Throws a RangeError on anything else.
 */
export function amountInWords(paise: number, lang: WordsLanguage): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (lang === "hi") {
    const rupeeWord = rupees === 1 ? "रुपया" : "रुपये";
    const paiseWord = rest === 1 ? "पैसा" : "पैसे";
    if (rupees === 0 && rest) return `${below100(rest, lang)} ${paiseWord} मात्र`;
    const head = `${numberInWords(rupees, lang)} ${rupeeWord}`;
    return rest ? `${head} और ${below100(rest, lang)} ${paiseWord} मात्र` : `${head} मात्र`;
  }
  const paiseWord = rest === 1 ? "Paisa" : "Paise";
  if (rupees === 0 && rest) return `${below100(rest, lang)} ${paiseWord} only`;
  const head = `Rupees ${numberInWords(rupees, lang)}`;
  return rest ? `${head} and ${below100(rest, lang)} ${paiseWord} only` : `${head} only`;
}
