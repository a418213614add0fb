/**
 * The one door to branch fees-money's arithmetic (amount-in-words.ts, gst.ts), so the receipts
 * switch to it in one place when it lands. Until then these stand in with its documented
 * signatures: `amountInWords(paise, "en" | "hi")` and a GST split in integer paise.
 */

const EN_ONES =
  "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen".split(
    " ",
  );
const EN_TENS = "_ _ twenty thirty forty fifty sixty seventy eighty ninety".split(" ");
const HI_0_99 = (
  "शून्य एक दो तीन चार पाँच छह सात आठ नौ दस ग्यारह बारह तेरह चौदह पंद्रह सोलह सत्रह अठारह उन्नीस बीस इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस " +
  "तीस इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास " +
  "पचास इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर इकहत्तर बहत्तर तिहत्तर " +
  "चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे इक्यानबे बानबे तिरानबे चौरानबे " +
  "पंचानबे छियानबे सत्तानबे अट्ठानबे निन्यानबे"
).split(" ");

type Lang = "en" | "hi";
const SCALES: Record<Lang, [number, string][]> = {
  en: [
    [10_000_000, "crore"],
    [100_000, "lakh"],
    [1_000, "thousand"],
    [100, "hundred"],
  ],
  hi: [
    [10_000_000, "करोड़"],
    [100_000, "लाख"],
    [1_000, "हज़ार"],
    [100, "सौ"],
  ],
};

function below100(n: number, lang: Lang): string {
  if (lang === "hi") return HI_0_99[n];
  if (n < 20) return EN_ONES[n];
  return EN_TENS[Math.floor(n / 10)] + (n % 10 ? ` ${EN_ONES[n % 10]}` : "");
}

/** A whole number in the Indian system: 12500 → "twelve thousand five hundred". */
function words(n: number, lang: Lang): string {
  if (n < 100) return below100(n, lang);
  for (const [scale, name] of SCALES[lang]) {
    if (n < scale) continue;
    const head = Math.floor(n / scale);
    const rest = n % scale;
    return `${words(head, lang)} ${name}${rest ? ` ${words(rest, lang)}` : ""}`;
  }
  return below100(n, lang);
}

const title = (text: string) => text.replace(/\b[a-z]/g, (c) => c.toUpperCase());

/** 1250000 paise → "Rupees Twelve Thousand Five Hundred only" / "बारह हज़ार पाँच सौ रुपये मात्र". */
export function amountInWords(paise: number, lang: Lang): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  if (lang === "hi") return `${words(rupees, "hi")} रुपये${rest ? ` और ${words(rest, "hi")} पैसे` : ""} मात्र`;
  return `Rupees ${title(words(rupees, "en"))}${rest ? ` and ${title(words(rest, "en"))} Paise` : ""} only`;
}

export type GstSplit = { taxablePaise: number; cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number };

/**
 * The GST in an amount at `rateBp` basis points: inclusive splits it out of the amount, exclusive
 * adds it on top. Intra-state halves the tax into CGST and SGST (the odd paisa to SGST).
 */
export function gstSplit(amountPaise: number, rateBp: number, inclusive: boolean, interState: boolean): GstSplit {
  const taxablePaise = inclusive ? Math.round((amountPaise * 10_000) / (10_000 + rateBp)) : amountPaise;
  const tax = inclusive ? amountPaise - taxablePaise : Math.round((amountPaise * rateBp) / 10_000);
  const cgstPaise = interState ? 0 : Math.floor(tax / 2);
  return {
    taxablePaise,
    cgstPaise,
    sgstPaise: interState ? 0 : tax - cgstPaise,
    igstPaise: interState ? tax : 0,
    totalPaise: taxablePaise + tax,
  };
}
