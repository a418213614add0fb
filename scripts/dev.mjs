// `npm run dev`: Vite in middleware mode in front of the same Hono app (server.ts), with
// hot reload. The database and auth instances live on globalThis, so reloads reuse them.
import { createServer as createHttpServer } from "node:http";
import { getRequestListener } from "@hono/node-server";
import { createServer } from "vite";

process.env.NODE_ENV = "development";
const vite = await createServer({ server: { middlewareMode: true }, appType: "custom" });
const boot = await vite.ssrLoadModule("./server.ts");
const report = await boot.prepare();
const port = Number(process.env.PORT ?? 3000);

createHttpServer((req, res) => {
  vite.middlewares(req, res, async () => {
    try {
      const { createApp } = await vite.ssrLoadModule("./server.ts");
      await getRequestListener(createApp("development").fetch)(req, res);
    } catch (error) {
      vite.ssrFixStacktrace(error);
      console.error(error);
      res.statusCode = 500;
      res.end("Internal Server Error");
    }
  });
}).listen(port, () => {
  console.log(`Dev server at http://localhost:${port} (database: ${report.engine})`);
  if (report.admin.kind === "generated") console.log(`Admin: ${report.admin.email} / ${report.admin.password} (shown once)`);
});
