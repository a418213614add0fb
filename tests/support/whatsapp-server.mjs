import { createServer } from "node:http";

/**
 * A loopback stand-in for Meta's WhatsApp Cloud API: records each template message (its
 * number, template and parameters) and answers like Meta, so a test reads the sign-in code the
 * portal sent. `url` is the API base (WHATSAPP_API_BASE). No app code here, and plain
 * JavaScript: the integration tests (support/portal.ts), the e2e payments server
 * (support/e2e/payments-server.ts) and bench/web.mjs share it.
 */
export async function startWhatsAppServer() {
  /** @type {{ to: string; template: string; parameters: string[]; buttons: number }[]} */
  const calls = [];
  const server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text);
    /** @type {{ type: string; parameters: { text: string }[] }[]} */
    const components = body.template?.components ?? [];
    calls.push({
      to: body.to,
      template: body.template?.name,
      parameters: components.find((c) => c.type === "body")?.parameters.map((p) => p.text) ?? [],
      buttons: components.filter((c) => c.type === "button").length,
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.P${calls.length}` }] }));
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}/v21.0`,
    calls,
    /**
     * The last code sent to these 10 digits.
     * @param {string} digits
     * @returns {string | null}
     */
    codeFor: (digits) => calls.filter((c) => c.to === `91${digits}`).at(-1)?.parameters[0] ?? null,
    /** @returns {Promise<void>} */
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
