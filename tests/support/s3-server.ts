import { createServer, type Server } from "node:http";

/**
 * A small real S3-compatible server on loopback (path-style PUT, GET, DELETE; no signature
 * checks), standing in for the object store in tests. Objects live in `objects`.
 */
export async function startS3Server(): Promise<{
  endpoint: string;
  objects: Map<string, { body: Buffer; type: string }>;
  close: () => Promise<void>;
}> {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server: Server = createServer((req, res) => {
    const key = decodeURIComponent(new URL(req.url ?? "/", "http://127.0.0.1").pathname.slice(1));
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      if (req.method === "PUT") {
        let body = Buffer.concat(chunks);
        // The SDK may send aws-chunked bodies; unwrap "size;chunk-signature=...\r\n<data>\r\n" frames.
        if (
          String(req.headers["content-encoding"] ?? "").includes("aws-chunked") ||
          /^[0-9a-f]+;chunk-signature=/.test(body.subarray(0, 40).toString())
        ) {
          const parts: Buffer[] = [];
          let offset = 0;
          while (offset < body.length) {
            const lineEnd = body.indexOf("\r\n", offset);
            const size = Number.parseInt(body.subarray(offset, lineEnd).toString().split(";")[0], 16);
            if (!size) break;
            parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
            offset = lineEnd + 2 + size + 2;
          }
          body = Buffer.concat(parts);
        }
        objects.set(key, { body, type: String(req.headers["content-type"] ?? "") });
        res.writeHead(200, { etag: '"test"' }).end();
      } else if (req.method === "DELETE") {
        objects.delete(key);
        res.writeHead(204).end();
      } else if (req.method === "GET" && objects.has(key)) {
        const object = objects.get(key) as { body: Buffer; type: string };
        res.writeHead(200, { "content-type": object.type }).end(object.body);
      } else res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
