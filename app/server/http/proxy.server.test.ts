import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/server/env.server";
import { asForwarded, clientAddress } from "./proxy.server";

const direct = parseEnv({});
const proxied = parseEnv({ TRUST_PROXY: "true" });
const twoProxies = parseEnv({ TRUST_PROXY: "true", TRUST_PROXY_HOPS: "2" });
const headers = (init: Record<string, string>) => new Headers(init);

describe("behind a reverse proxy", () => {
  it("takes the client address our proxy added, not one the client wrote", () => {
    // The client sent "6.6.6.6" itself; our proxy appended the address it saw.
    const forged = headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7" });
    expect(clientAddress(forged, "10.0.0.2", proxied)).toBe("203.0.113.7");
    expect(clientAddress(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.7, 10.0.0.5" }), "10.0.0.2", twoProxies)).toBe("203.0.113.7");
    expect(clientAddress(forged, "10.0.0.2", direct)).toBe("10.0.0.2");
    expect(clientAddress(headers({}), "10.0.0.2", proxied)).toBe("10.0.0.2");
  });

  it("sees the scheme and host the browser used, only when the proxy is trusted", () => {
    const request = new Request("http://127.0.0.1:3000/admission?x=1", {
      method: "POST",
      body: "a=1",
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "www.example.in", "content-type": "application/x-www-form-urlencoded" },
    });
    expect(asForwarded(request, proxied).url).toBe("https://www.example.in/admission?x=1");
    expect(asForwarded(request, direct).url).toBe("http://127.0.0.1:3000/admission?x=1");
    const odd = new Request("http://127.0.0.1:3000/", { headers: { "x-forwarded-proto": "gopher", "x-forwarded-host": "evil/../x" } });
    expect(asForwarded(odd, proxied).url).toBe("http://127.0.0.1:3000/");
  });
});
