import { describe, expect, it } from "vitest";
import { phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it("keeps the last 10 digits of any way of writing a number", () => {
    expect(phoneDigits("+91 98100 54321")).toBe("9810054321");
    expect(phoneDigits("098100-54321")).toBe("9810054321");
    expect(phoneDigits("9810054321")).toBe("9810054321");
    expect(phoneDigits("12345")).toBe("12345");
  });
});
