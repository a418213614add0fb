import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./vite.chunks.ts";
import { islandEntries } from "./vite.islands.ts";
import { precompressAssets } from "./vite.precompress.ts";

// The SSR build's entry is server.ts (the Hono app), which imports the React Router
// server build itself; so the whole server (HTTP, auth, database) is one bundle and one
// module graph, and the database is opened once per process.
export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? { rollupOptions: { input: "./server.ts", output: { inlineDynamicImports: true } }, target: "node20" }
    : { target: "es2022", rollupOptions: { output: { codeSplitting: { groups: clientChunkGroups() } } } },
  ssr: { external: ["@electric-sql/pglite", "sharp", "pg", "pino", "nodemailer", "@aws-sdk/client-s3"] },
  plugins: [tailwindcss(), reactRouter(), islandEntries(), precompressAssets()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
}));
