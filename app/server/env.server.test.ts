import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe("./data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO).toBe(true);
    expect(env.UPLOAD_MAX_BYTES).toBe(5 * 1024 * 1024);
  });

  it("names the bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL: must start with postgres/);
    expect(() => parseEnv({ ADMIN_EMAIL: "boss@example.com" })).toThrow(
      /ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/,
    );
    expect(() => parseEnv({ SEED_DEMO: "maybe" })).toThrow(/SEED_DEMO/);
  });

  it("reads booleans and PostgreSQL URLs", () => {
    const env = parseEnv({ SEED_DEMO: "false", DATABASE_URL: "postgres://u@127.0.0.1:5432/db" });
    expect(env.SEED_DEMO).toBe(false);
    expect(env.DATABASE_URL).toBe("postgres://u@127.0.0.1:5432/db");
  });
});
