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

describe("BACKUP_KEY", () => {
  it("takes 32 bytes as hex or base64 and refuses anything else with a clear message", () => {
    const bytes = Buffer.alloc(32, 7);
    expect(parseEnv({ BACKUP_KEY: bytes.toString("hex") }).BACKUP_KEY).toEqual(bytes);
    expect(parseEnv({ BACKUP_KEY: bytes.toString("base64") }).BACKUP_KEY).toEqual(bytes);
    expect(parseEnv({}).BACKUP_KEY).toBeUndefined();
    expect(() => parseEnv({ BACKUP_KEY: "secret" })).toThrow(/BACKUP_KEY: must be 32 bytes, written as 64 hex characters or base64/);
    expect(() => parseEnv({ BACKUP_KEY: Buffer.alloc(16).toString("base64") })).toThrow(/BACKUP_KEY/);
  });
});
