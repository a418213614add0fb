import { describe, expect, it } from "vitest";
import { isUpiId, upiAmount, upiIdSchema, upiPayLink } from "./upi-link";

describe("upiPayLink", () => {
  it("writes the NPCI link with the amount in rupees to two decimals", () => {
    expect(
      upiPayLink({
        vpa: "supertech@okaxis",
        payeeName: "Supertech Institute",
        amountPaise: 1_250_000,
        note: "Fee instalment 2",
        reference: "DUE-42",
      }),
    ).toBe("upi://pay?pa=supertech@okaxis&pn=Supertech%20Institute&am=12500.00&cu=INR&tn=Fee%20instalment%202&tr=DUE-42");
  });

  it("percent-encodes what would break the query, and Hindi", () => {
    const link = upiPayLink({ vpa: " a.b-c_d@ybl ", payeeName: "A&B = C+D", amountPaise: 5, note: "शुल्क #1?", reference: "x/y" });
    expect(link).toBe(
      "upi://pay?pa=a.b-c_d@ybl&pn=A%26B%20%3D%20C%2BD&am=0.05&cu=INR&tn=%E0%A4%B6%E0%A5%81%E0%A4%B2%E0%A5%8D%E0%A4%95%20%231%3F&tr=x%2Fy",
    );
    const params = new URL(link.replace("upi://", "http://x/")).searchParams;
    expect(params.get("pn")).toBe("A&B = C+D");
    expect(params.get("tn")).toBe("शुल्क #1?");
  });

  it("refuses a bad VPA or amount", () => {
    const base = { payeeName: "X", note: "n", reference: "r" };
    expect(() => upiPayLink({ ...base, vpa: "nobank", amountPaise: 100 })).toThrow(RangeError);
    expect(() => upiPayLink({ ...base, vpa: "a1@upi", amountPaise: 0 })).toThrow(RangeError);
    expect(upiAmount(100)).toBe("1.00");
    expect(upiAmount(1_00_00_000_07)).toBe("10000000.07");
  });
});

describe("upiIdSchema", () => {
  it.each(["supertech@okaxis", "98765.43210@ybl", "name_1-x@paytm", "  a1@upi  "])("accepts %s", (id) => {
    expect(upiIdSchema.safeParse(id).success).toBe(true);
    expect(isUpiId(id)).toBe(true);
  });

  it.each(["", "name", "@bank", "name@", "na me@bank", "name@@bank", "name@1bank", "a@b"])("refuses %j", (id) => {
    const result = upiIdSchema.safeParse(id);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toMatch(/UPI ID (is required|must look like name@bank)/);
  });

  it("trims what it keeps", () => {
    expect(upiIdSchema.parse("  a1@upi ")).toBe("a1@upi");
  });
});
