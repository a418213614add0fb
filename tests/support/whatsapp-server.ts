import { createServer, type Server } from "node:http";

/**
 * A loopback stand-in for Meta's WhatsApp Cloud API: records each template message (its
 * number, template and parameters) and answers like Meta, so a test reads the sign-in code the
 * portal sent. `url` is the API base (WHATSAPP_API_BASE). No app code here: the integration
 * tests (support/portal.ts) and the e2e payments server (support/e2e/payments-server.ts) share it.
 */
export async function startWhatsAppServer() {
  const calls: { to: string; template: string; parameters: string[]; buttons: number }[] = [];
  const server: Server = createServer(async (req, res) => {
    let text = "";
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text);
    const components = (body.template?.components ?? []) as { type: string; parameters: { text: string }[] }[];
    calls.push({
      to: body.to,
      template: body.template?.name,
      parameters: components.find((c) => c.type === "body")?.parameters.map((p) => p.text) ?? [],
      buttons: components.filter((c) => c.type === "button").length,
    });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ messaging_product: "whatsapp", messages: [{ id: `wamid.P${calls.length}` }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/v21.0`,
    calls,
    /** The last code sent to these 10 digits. */
    codeFor: (digits: string) => calls.filter((c) => c.to === `91${digits}`).at(-1)?.parameters[0] ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
