// Precompressed browser assets (decision 012): the client build writes `name.br` and
// `name.gz` beside every text asset, once, at the highest levels; server.ts serves them as they
// are (serveStatic's `precompressed`), so no request compresses a file again.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const TEXT = /\.(js|mjs|css|svg|json|txt|xml|html|map)$/;
/** Smaller files go uncompressed: the headers would cost more than the bytes saved. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

export function precompressAssets(): Plugin {
  return {
    name: "supertech:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options) {
      const dir = options.dir;
      if (!dir) return;
      for (const file of filesUnder(dir)) {
        if (!TEXT.test(file) || statSync(file).size < MIN_BYTES) continue;
        const bytes = readFileSync(file);
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
        );
      }
    },
  };
}
