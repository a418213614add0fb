import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/i18n/i18n";
import { CERTIFICATE_MESSAGES } from "./certificate-lookup-schema";

describe("the certificate lookup's messages", () => {
  it("are the English catalogue's, which holds the spec's strings (spec 5 and 8)", () => {
    const t = translatorFor("en");
    for (const [key, text] of Object.entries(CERTIFICATE_MESSAGES)) expect(t(`certificate.lookup.${key}`)).toBe(text);
  });
});
