import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "#app/lib/forms";
import { credentialsSchema } from "./auth-schemas";

describe("credentialsSchema", () => {
  it("trims the e-mail and accepts a 6-character password", () => {
    const parsed = credentialsSchema.parse({ email: "  staff@example.com ", password: "secret" });
    expect(parsed.email).toBe("staff@example.com");
  });

  it("uses the spec's messages", () => {
    const result = credentialsSchema.safeParse({ email: "not-an-email", password: "12345" });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(fieldErrorsOf(result.error)).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 6 characters",
    });
  });
});
