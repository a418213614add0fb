// Island scripts for HTML-first pages (docs/decisions/decision 024.md).
//
// React Router's client build has one entry (entry.client plus the route modules). An
// HTML-first page loads none of them, only the scripts of its islands: small plain-DOM modules
// in app/islands/. This plugin adds them to the client build as entries and writes
// islands.json ({ name: "/assets/name-hash.js" }) beside the assets, which the server reads to
// write each page's <script type="module" src>. A build fails if an island reaches React: its
// point is to cost a phone almost nothing.
import path from "node:path";
import type { Plugin, Rolldown } from "vite";

/** Island name → its module. */
export const ISLANDS: Record<string, string> = {
  shell: "app/islands/shell.ts",
  gallery: "app/islands/gallery.ts",
  course: "app/islands/course.ts",
  certificate: "app/islands/certificate.ts",
  home: "app/islands/home.ts",
  "internal-courses": "app/islands/internal-courses.ts",
  "course-inner": "app/islands/course-inner.ts",
  forms: "app/islands/forms.ts",
};
export const ISLANDS_MANIFEST = "islands.json";
const FORBIDDEN = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;

export function islandEntries(): Plugin {
  let ssr = false;
  let root = process.cwd();
  const files = () => Object.entries(ISLANDS).map(([name, file]) => [name, path.resolve(root, file)] as const);
  return {
    name: "island-entries",
    apply: "build",
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
      root = config.root;
    },
    options(options) {
      if (ssr) return null;
      const input = options.input;
      const islands = files().map(([, file]) => file);
      if (Array.isArray(input)) return { ...options, input: [...input, ...islands] };
      if (typeof input === "string") return { ...options, input: [input, ...islands] };
      return { ...options, input: { ...input, ...Object.fromEntries(files()) } };
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === "chunk" ? [[c.fileName, c] as const] : [])));
      const urls: Record<string, string> = {};
      for (const [name, file] of files()) {
        const entry = [...chunks.values()].find((c) => c.isEntry && c.facadeModuleId === file);
        if (!entry) throw new Error(`island ${name}: no entry chunk for ${file}`);
        const reached = staticClosure(entry, chunks);
        const framework = reached.flatMap((c) => c.moduleIds).find((id) => FORBIDDEN.test(id));
        if (framework) throw new Error(`island ${name} reaches ${framework}: an island script must not load React`);
        urls[name] = `/${entry.fileName}`;
      }
      this.emitFile({ type: "asset", fileName: ISLANDS_MANIFEST, source: JSON.stringify(urls) });
    },
  };
}

function staticClosure(entry: Rolldown.OutputChunk, chunks: Map<string, Rolldown.OutputChunk>): Rolldown.OutputChunk[] {
  const seen = new Map<string, Rolldown.OutputChunk>();
  const pending = [entry];
  while (pending.length) {
    const chunk = pending.pop() as Rolldown.OutputChunk;
    if (seen.has(chunk.fileName)) continue;
    seen.set(chunk.fileName, chunk);
    for (const file of chunk.imports) {
      const next = chunks.get(file);
      if (next) pending.push(next);
    }
  }
  return [...seen.values()];
}
