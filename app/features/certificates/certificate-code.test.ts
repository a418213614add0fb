import { describe, expect, it } from "vitest";
import { groupedVerificationCode, parseVerificationCode, verificationCode } from "./certificate-code";

const signature = `${"Ab_-9z".repeat(14)}Qw`;

describe("verification codes", () => {
  it("round-trips the link form and the grouped form people read", () => {
    expect(signature).toHaveLength(86);
    expect(parseVerificationCode(verificationCode(3, signature))).toEqual({ signing_key_id: 3, signature });
    const grouped = groupedVerificationCode(3, signature);
    expect(grouped.startsWith("K3- Ab_-9z Ab_-9z")).toBe(true);
    expect(parseVerificationCode(grouped)).toEqual({ signing_key_id: 3, signature });
    expect(parseVerificationCode(`k3-\n${grouped.slice(4)}`)).toEqual({ signing_key_id: 3, signature });
  });

  it("refuses what is not a code", () => {
    for (const bad of [null, "", "K0-abc", `K1-${signature.slice(1)}`, `X1-${signature}`, `K1-${signature}!`, "K1-".padEnd(500, "a")]) {
      expect(parseVerificationCode(bad)).toBeNull();
    }
  });
});
