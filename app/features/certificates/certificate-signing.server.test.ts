import { generateKeyPairSync, sign, verify } from "node:crypto";
import { describe, expect, it } from "vitest";
import { certificateMessage, parsePrivateKey, publicKeyPem } from "./certificate-signing.server";

describe("CERT_SIGNING_KEY", () => {
  it("takes a PKCS#8 PEM (also with escaped line breaks) or a 32-byte seed, and they are the same key", () => {
    const { privateKey } = generateKeyPairSync("ed25519");
    const pem = privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    const seed = (privateKey.export({ format: "der", type: "pkcs8" }) as Buffer).subarray(16).toString("base64");
    const fromPem = parsePrivateKey(pem);
    expect(publicKeyPem(parsePrivateKey(pem.replaceAll("\n", "\\n")))).toBe(publicKeyPem(fromPem));
    expect(publicKeyPem(parsePrivateKey(seed))).toBe(publicKeyPem(fromPem));
  });

  it("refuses anything else", () => {
    expect(() => parsePrivateKey("too-short")).toThrow(/32-byte/);
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    expect(() => parsePrivateKey(rsa)).toThrow(/Ed25519/);
  });
});

describe("certificateMessage", () => {
  const base = {
    certificate_id: "STI-2025-0001",
    student_name: "Ravi Kumar",
    course_name: "AC Repair",
    issue_date: "2025-01-15",
    revoked_at: null,
  };

  it("is the documented text; a Date issue date and a revocation change only their lines", () => {
    expect(certificateMessage(base)).toBe(
      "supertech-certificate-v1\nid:STI-2025-0001\nname:Ravi Kumar\ncourse:AC Repair\nissued:2025-01-15\nstatus:valid",
    );
    expect(certificateMessage({ ...base, issue_date: new Date("2025-01-15T00:00:00Z") })).toBe(certificateMessage(base));
    expect(certificateMessage({ ...base, revoked_at: new Date() }).endsWith("status:revoked")).toBe(true);
  });

  it("cannot be shifted by a line break inside a value", () => {
    expect(certificateMessage({ ...base, student_name: "Ravi\nid:X" })).toContain("name:Ravi id:X");
  });

  it("signs and verifies with node:crypto alone; one changed character fails", () => {
    const { privateKey, publicKey } = generateKeyPairSync("ed25519");
    const signature = sign(null, Buffer.from(certificateMessage(base)), privateKey);
    expect(verify(null, Buffer.from(certificateMessage(base)), publicKey, signature)).toBe(true);
    expect(verify(null, Buffer.from(certificateMessage({ ...base, course_name: "AC Repairs" })), publicKey, signature)).toBe(false);
  });
});
