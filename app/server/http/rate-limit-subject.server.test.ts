import { describe, expect, it } from "vitest";
import { rateLimitSubject } from "./rate-limit-subject.server";

describe("rateLimitSubject", () => {
  it("counts an IPv6 client by its /64, however the address is written", () => {
    expect(rateLimitSubject("2001:db8:abcd:12:1:2:3:4")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitSubject("2001:db8:abcd:12::99")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitSubject("2001:0DB8:ABCD:0012:ffff:ffff:ffff:ffff")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitSubject("[2001:db8:abcd:12::1]")).toBe("2001:db8:abcd:12::/64");
    expect(rateLimitSubject("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(rateLimitSubject("2001:db8:abcd:13::1")).toBe("2001:db8:abcd:13::/64");
    expect(rateLimitSubject("::1")).toBe("0:0:0:0::/64");
  });

  it("keeps IPv4, IPv4-mapped IPv6 as its IPv4 address, and anything else as it is", () => {
    expect(rateLimitSubject("203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("::FFFF:cb00:7107")).toBe("203.0.113.7");
    expect(rateLimitSubject("0:0:0:0:0:ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(rateLimitSubject("someone@example.com")).toBe("someone@example.com");
    expect(rateLimitSubject("unknown")).toBe("unknown");
    expect(rateLimitSubject("2001:db8::g")).toBe("2001:db8::g");
  });
});
