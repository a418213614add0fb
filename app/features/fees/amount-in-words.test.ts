import { describe, expect, it } from "vitest";
import { amountInWords } from "./amount-in-words";

const rupees = (n: number) => n * 100;

describe("amountInWords in English", () => {
  it.each([
    [0, "Rupees Zero only"],
    [rupees(1), "Rupees One only"],
    [rupees(11), "Rupees Eleven only"],
    [rupees(19), "Rupees Nineteen only"],
    [rupees(20), "Rupees Twenty only"],
    [rupees(99), "Rupees Ninety Nine only"],
    [rupees(100), "Rupees One Hundred only"],
    [rupees(101), "Rupees One Hundred One only"],
    [rupees(110), "Rupees One Hundred Ten only"],
    [rupees(1000), "Rupees One Thousand only"],
    [rupees(1001), "Rupees One Thousand One only"],
    [rupees(12500), "Rupees Twelve Thousand Five Hundred only"],
    [rupees(99999), "Rupees Ninety Nine Thousand Nine Hundred Ninety Nine only"],
    [rupees(100000), "Rupees One Lakh only"],
    [rupees(105000), "Rupees One Lakh Five Thousand only"],
    [rupees(1000000), "Rupees Ten Lakh only"],
    [rupees(10000000), "Rupees One Crore only"],
    [rupees(10000001), "Rupees One Crore One only"],
    [rupees(999999999), "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine only"],
    [rupees(1200000000), "Rupees One Hundred Twenty Crore only"],
    [rupees(12345678901), "Rupees One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One only"],
  ])("%i paise -> %s", (paise, words) => {
    expect(amountInWords(paise, "en")).toBe(words);
  });

  it("names the paise after the rupees", () => {
    expect(amountInWords(1250050, "en")).toBe("Rupees Twelve Thousand Five Hundred and Fifty Paise only");
    expect(amountInWords(101, "en")).toBe("Rupees One and One Paisa only");
    expect(amountInWords(99, "en")).toBe("Ninety Nine Paise only");
    expect(amountInWords(1, "en")).toBe("One Paisa only");
  });
});

describe("amountInWords in Hindi", () => {
  it.each([
    [0, "शून्य रुपये मात्र"],
    [rupees(1), "एक रुपया मात्र"],
    [rupees(11), "ग्यारह रुपये मात्र"],
    [rupees(19), "उन्नीस रुपये मात्र"],
    [rupees(29), "उनतीस रुपये मात्र"],
    [rupees(45), "पैंतालीस रुपये मात्र"],
    [rupees(49), "उनचास रुपये मात्र"],
    [rupees(53), "तिरेपन रुपये मात्र"],
    [rupees(67), "सड़सठ रुपये मात्र"],
    [rupees(69), "उनहत्तर रुपये मात्र"],
    [rupees(79), "उनासी रुपये मात्र"],
    [rupees(89), "नवासी रुपये मात्र"],
    [rupees(95), "पंचानबे रुपये मात्र"],
    [rupees(99), "निन्यानबे रुपये मात्र"],
    [rupees(100), "एक सौ रुपये मात्र"],
    [rupees(101), "एक सौ एक रुपये मात्र"],
    [rupees(1000), "एक हज़ार रुपये मात्र"],
    [rupees(12500), "बारह हज़ार पाँच सौ रुपये मात्र"],
    [rupees(100000), "एक लाख रुपये मात्र"],
    [rupees(1000000), "दस लाख रुपये मात्र"],
    [rupees(10000000), "एक करोड़ रुपये मात्र"],
    [rupees(999999999), "निन्यानबे करोड़ निन्यानबे लाख निन्यानबे हज़ार नौ सौ निन्यानबे रुपये मात्र"],
    [rupees(1200000000), "एक सौ बीस करोड़ रुपये मात्र"],
    [rupees(3456789), "चौंतीस लाख छप्पन हज़ार सात सौ नवासी रुपये मात्र"],
  ])("%i paise -> %s", (paise, words) => {
    expect(amountInWords(paise, "hi")).toBe(words);
  });

  it("names the paise after the rupees", () => {
    expect(amountInWords(1250050, "hi")).toBe("बारह हज़ार पाँच सौ रुपये और पचास पैसे मात्र");
    expect(amountInWords(50, "hi")).toBe("पचास पैसे मात्र");
    expect(amountInWords(201, "hi")).toBe("दो रुपये और एक पैसा मात्र");
  });

  it("has a distinct word for every number from 1 to 99", () => {
    const words = new Set(Array.from({ length: 99 }, (_, i) => amountInWords((i + 1) * 100, "hi")));
    expect(words.size).toBe(99);
  });
});

describe("amountInWords refuses what is not an amount in paise", () => {
  it.each([-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])("%s", (bad) => {
    expect(() => amountInWords(bad, "en")).toThrow(RangeError);
  });
});
