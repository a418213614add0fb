import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type AppProcess, signIn, startApp } from "#tests/support/robustness/server";

// The WhatsApp webhook through the built server's whole HTTP layer (decision 016): Meta posts
// server to server, without Origin or cookie; the raw bytes must reach the signature check
// unchanged (request hygiene rewrites JSON with control characters), and a bad signature
// stores nothing. What was stored is read where staff read it: /admin/messages.

const SECRET = "robust-app-secret";
let app: AppProcess;
let api: Server;

beforeAll(async () => {
  // Stands in for Meta's Cloud API, so the demo lead's confirmation never leaves the machine.
  api = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify({ messages: [{ id: `wamid.OUT${Date.now()}` }] }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const apiBase = `http://127.0.0.1:${(api.address() as { port: number }).port}/v21.0`;
  app = await startApp({
    env: {
      WHATSAPP_TOKEN: "robust-token",
      WHATSAPP_PHONE_NUMBER_ID: "555000111",
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_VERIFY_TOKEN: "robust-verify",
      WHATSAPP_API_BASE: apiBase,
    },
  });
});

afterAll(async () => {
  await app?.stop();
  await new Promise<void>((resolve) => api?.close(() => resolve()));
});

const sign = (body: string) => `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}`;
const post = (body: string, headers: Record<string, string>) =>
  fetch(`${app.url}/functions/v1/whatsapp-webhook`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

// As Meta sends it: non-ASCII escaped as \uXXXX; here also a BEL control escape (\u0007),
// which the request hygiene would strip (changing the bytes) on any other JSON endpoint.
const payload = (id: string, text: string) =>
  `{"object":"whatsapp_business_account","entry":[{"id":"1","changes":[{"field":"messages","value":{"messaging_product":"whatsapp","metadata":{"display_phone_number":"919990001111","phone_number_id":"555000111"},"messages":[{"from":"919876500077","id":"${id}","timestamp":"1790000000","type":"text","text":{"body":"${text}"}}]}}]}]}`;

describe("WhatsApp webhook over HTTP", () => {
  it("answers the verification GET with the challenge", async () => {
    const ok = await fetch(
      `${app.url}/functions/v1/whatsapp-webhook?hub.mode=subscribe&hub.verify_token=robust-verify&hub.challenge=42424242`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("42424242");
    const wrong = await fetch(`${app.url}/functions/v1/whatsapp-webhook?hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1`);
    expect(wrong.status).toBe(403);
  });

  it("takes a signed server-to-server POST byte for byte, refuses a bad signature, stores a replay once", async () => {
    const body = payload("wamid.ROBUST1", "Fees? \\u092b\\u0940\\u0938 robust-check-one\\u0007");
    expect((await post(body, { "x-hub-signature-256": sign(`${body}x`) })).status).toBe(401);
    const unsigned = payload("wamid.ROBUST2", "robust-check-unsigned");
    expect((await post(unsigned, {})).status).toBe(401);

    expect((await post(body, { "x-hub-signature-256": sign(body) })).status).toBe(200);
    expect((await post(body, { "x-hub-signature-256": sign(body) })).status).toBe(200);

    const cookie = await signIn(app);
    const page = await (await fetch(`${app.url}/admin/messages`, { headers: { cookie } })).text();
    // One row (its cell carries the text as a title too); the control character removed.
    expect(page.match(/title="Fees\? फीस robust-check-one"/g)?.length).toBe(1);
    expect(page).not.toContain("robust-check-unsigned");
  });

  it("a browser-style cross-site POST with the visitor's cookie is still refused by the Origin check", async () => {
    const body = payload("wamid.ROBUST3", "robust-check-cross-site");
    const response = await post(body, { "x-hub-signature-256": sign(body), origin: "https://evil.example", cookie: "a=b" });
    expect(response.status).toBe(403);
  });
});
