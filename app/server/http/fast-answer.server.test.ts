import { createServer, type IncomingMessage } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawHeader } from "./fast-answer.server";

// rawHeader must read a header exactly as Node's `req.headers` does, repeats included: a real
// server receives the raw requests below, and both readings are compared.
describe("rawHeader", () => {
  let received: (req: IncomingMessage) => void = () => {};
  const server = createServer((req, res) => {
    received(req);
    res.end();
  });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (lines: string[]) =>
    new Promise<IncomingMessage>((resolve) => {
      received = resolve;
      const socket = connect(port, "127.0.0.1", () => socket.end(`GET / HTTP/1.1\r\n${lines.join("\r\n")}\r\nConnection: close\r\n\r\n`));
      socket.on("data", () => {});
    });

  const NAMES = [
    "accept-encoding",
    "if-none-match",
    "cookie",
    "authorization",
    "x-forwarded-proto",
    "x-forwarded-for",
    "user-agent",
    "absent",
  ];

  it.each([
    [["Host: a", "Accept-Encoding: gzip, br"]],
    [["Host: a", "ACCEPT-ENCODING: br", "accept-encoding: gzip"]],
    [["Host: a", 'If-None-Match: "x"', 'if-none-match: "y"']],
    [["Host: a", "Cookie: a=1", "Cookie: b=2"]],
    [["Host: a", "Authorization: Basic one", "Authorization: Basic two"]],
    [["Host: a", "X-Forwarded-For: 1.1.1.1", "X-Forwarded-For: 2.2.2.2", "X-Forwarded-Proto: https"]],
    [["Host: a", "User-Agent: first", "User-Agent: second"]],
  ])("reads %j as req.headers does", async (lines) => {
    const req = await send(lines);
    const raw = [...req.rawHeaders];
    for (const name of NAMES) {
      const node = req.headers[name];
      expect(rawHeader(raw, name), name).toBe(Array.isArray(node) ? node.join(", ") : node);
    }
  });
});
