// The search's word matching, with no imports: the internal courses island (decision 054) runs it
// in the browser over the text the server wrote on each card; course-search.ts runs it over courses.

/**
 * Words that mean the same thing to a visitor, in English, Hindi and the way people type them.
 * A query word found in a group also matches every other word of its group.
 */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ["ac", "एसी", "aircon", "airconditioner"],
  // Not "phone": that would bring up the video door phone course.
  ["mobile", "मोबाइल", "मोबाईल", "smartphone", "cellphone"],
  ["iphone", "आईफोन", "आईफ़ोन", "apple"],
  ["laptop", "लैपटॉप", "लैपटाप", "notebook"],
  ["computer", "कंप्यूटर", "कम्प्यूटर", "pc", "desktop"],
  ["fridge", "फ्रिज", "फ्रीज", "refrigerator", "refrigeration", "रेफ्रिजरेटर"],
  ["washing", "वॉशिंग", "वाशिंग"],
  ["tv", "टीवी", "television"],
  ["led", "एलईडी"],
  ["cctv", "सीसीटीवी", "camera", "कैमरा"],
  ["ev", "electricvehicle", "इलेक्ट्रिक"],
  ["hvac", "vrf", "vrv"],
  ["inverter", "इन्वर्टर", "इनवर्टर"],
  ["repair", "repairing", "रिपेयर", "रिपेयरिंग", "मरम्मत"],
];

/** Phrases folded into one word before splitting, so "air conditioner" is one query word. */
const PHRASES: readonly [RegExp, string][] = [
  [/\bair[\s-]*condition(?:er|ers|ing)?\b/g, "airconditioner"],
  [/\belectric\s+vehicles?\b|\be[\s-]+vehicles?\b/g, "electricvehicle"],
];

/** Words that say nothing about which course is meant. */
const STOP_WORDS = new Set(["course", "courses", "कोर्स", "class", "the", "a", "in", "of", "for", "and", "में", "का", "की", "के"]);

/** Shorter query words match whole words only: "AC" must not find "access" or "backlight". */
const PREFIX_MIN_LENGTH = 3;

/** Lower-case words; letters, marks (Devanagari vowel signs) and digits, nothing else. */
function words(text: string): string[] {
  return text
    .normalize("NFC")
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

function queryWords(query: string): string[] {
  let text = query.normalize("NFC").toLowerCase();
  for (const [pattern, word] of PHRASES) text = text.replace(pattern, word);
  const all = words(text);
  const meaningful = all.filter((w) => !STOP_WORDS.has(w));
  return meaningful.length > 0 ? meaningful : all;
}

/** The word itself and every synonym of a group it belongs to (or begins, when long enough). */
function alternatives(word: string): string[] {
  const found = new Set([word]);
  for (const group of SYNONYM_GROUPS) {
    const inGroup = group.some((member) => member === word || (word.length >= PREFIX_MIN_LENGTH && member.startsWith(word)));
    if (inGroup) for (const member of group) found.add(member);
  }
  return [...found];
}

function matchesWord(textWords: readonly string[], options: readonly string[]): boolean {
  return options.some((option) => textWords.some((w) => w === option || (option.length >= PREFIX_MIN_LENGTH && w.startsWith(option))));
}

/**
 * Every query word must match a whole word or the start of one, in the name or the other
 * text, directly or through a synonym. Items whose name matches more query words come first;
 * otherwise the list keeps its order.
 */
export function rankByQuery<T>(items: readonly T[], query: string, text: (item: T) => { name: string; other: string }): T[] {
  const terms = queryWords(query).map(alternatives);
  if (terms.length === 0) return [...items];
  const ranked: { item: T; nameHits: number; index: number }[] = [];
  items.forEach((item, index) => {
    const { name, other } = text(item);
    const nameWords = words(name);
    const otherWords = words(other);
    let nameHits = 0;
    for (const options of terms) {
      if (matchesWord(nameWords, options)) nameHits++;
      else if (!matchesWord(otherWords, options)) return;
    }
    ranked.push({ item, nameHits, index });
  });
  return ranked.sort((a, b) => b.nameHits - a.nameHits || a.index - b.index).map((r) => r.item);
}
