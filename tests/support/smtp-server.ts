import { createServer, type Server, type Socket } from "node:net";

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A small real SMTP server on loopback that accepts every message and keeps it, standing in
 * for the institute's mail provider in tests (plain SMTP, no TLS, no auth).
 */
export async function startSmtpServer(): Promise<{ url: string; received: ReceivedMail[]; close: () => Promise<void> }> {
  const received: ReceivedMail[] = [];
  const server: Server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let current: ReceivedMail = { from: "", to: [], data: "" };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 localhost test SMTP");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let index = buffer.indexOf("\r\n");
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            received.push(current);
            current = { from: "", to: [], data: "" };
            reply("250 OK queued");
          } else current.data += `${line.startsWith("..") ? line.slice(1) : line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === "EHLO" || verb === "HELO") reply("250 localhost");
          else if (verb === "MAIL") {
            current.from = line.slice(10).trim();
            reply("250 OK");
          } else if (verb === "RCPT") {
            current.to.push(line.slice(8).trim());
            reply("250 OK");
          } else if (verb === "DATA") {
            inData = true;
            reply("354 End data with <CR><LF>.<CR><LF>");
          } else if (verb === "QUIT") {
            reply("221 Bye");
            socket.end();
          } else reply("250 OK");
        }
        index = buffer.indexOf("\r\n");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
