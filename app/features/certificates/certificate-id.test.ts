import { describe, expect, it } from "vitest";
import { CERTIFICATE_ID_MAX, certificatePath, normalizeCertificateId } from "./certificate-id";

describe("normalizeCertificateId", () => {
  it("ignores case, surrounding spaces and hyphen, space or nothing between the parts", () => {
    for (const typed of ["STI-2025-0001", "sti-2025-0001", "  sti 2025 0001 ", "STI20250001", "sti–2025_0001", "Sti - 2025 - 0001"]) {
      expect(normalizeCertificateId(typed)).toBe("STI20250001");
    }
  });

  it("keeps distinct IDs distinct", () => {
    expect(normalizeCertificateId("STI-2025-0001")).not.toBe(normalizeCertificateId("STI-2025-0010"));
  });

  it("leaves nothing of input without letters or digits, or longer than an ID can be", () => {
    expect(normalizeCertificateId("")).toBe("");
    expect(normalizeCertificateId(" - _ ")).toBe("");
    expect(normalizeCertificateId("A".repeat(CERTIFICATE_ID_MAX))).toHaveLength(CERTIFICATE_ID_MAX);
    expect(normalizeCertificateId("A".repeat(CERTIFICATE_ID_MAX + 1))).toBe("");
    expect(normalizeCertificateId(`${"-".repeat(10_000)}A`)).toBe("");
  });

  it("drops letters outside ASCII, as the database expression does", () => {
    expect(normalizeCertificateId("STİ-2025-0001")).toBe("ST20250001");
  });
});

describe("certificatePath", () => {
  it("encodes the ID into the canonical path", () => {
    expect(certificatePath("STI-2025-0001")).toBe("/certificate/STI-2025-0001");
    expect(certificatePath("A/B ?")).toBe("/certificate/A%2FB%20%3F");
  });
});
