import { describe, expect, it } from "vitest";
import { startApp } from "#tests/support/robustness/server";

describe("behind a TLS-terminating reverse proxy (TRUST_PROXY)", () => {
  it("takes https form posts, sends HSTS, and counts sign-in failures by the address the proxy saw", async () => {
    const publicOrigin = "https://www.example.in";
    const app = await startApp({ env: { TRUST_PROXY: "true", BASE_URL: publicOrigin, RATE_LIMIT_SCALE: "1" } });
    const viaProxy = (forwardedFor: string) => ({
      origin: publicOrigin,
      "x-forwarded-proto": "https",
      "x-forwarded-host": "www.example.in",
      "x-forwarded-for": forwardedFor,
    });

    const contact = await fetch(`${app.url}/contact`, {
      method: "POST",
      headers: { ...viaProxy("198.51.100.4"), "content-type": "application/x-www-form-urlencoded", accept: "text/html" },
      body: new URLSearchParams({
        name: "Ravi Kumar",
        email: "ravi@example.com",
        phone: "9876543210",
        subject: "Batch timings",
        message: "Please tell me the evening batch timings.",
      }),
    });
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain("Message sent successfully!");
    expect(contact.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");

    // An attacker writes a fresh address into X-Forwarded-For for every try; the proxy
    // appends the real one, and that is the one counted.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      const response = await fetch(`${app.url}/auth`, {
        method: "POST",
        redirect: "manual",
        headers: { ...viaProxy(`10.9.8.${attempt}, 203.0.113.9`), "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ mode: "signin", email: "robust-admin@example.com", password: `wrong-password-${attempt}` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 5).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(await app.stop()).toBe(0);
  });
});
