import path from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, importEdges, resolveSpecifier, sourceFiles, specifiers } from "#tests/support/import-graph";

// Arrows point inward (docs/CONTRIBUTING.md, "Where code lives"):
// - routes are adapters: anything may be imported by a route, a route by nothing but the route table;
// - a feature (app/features/<feature>/) may import lib, components, i18n and server
//   infrastructure, and another feature only through that feature's index.ts or index.server.ts;
// - infrastructure (app/server, app/lib, app/components, app/i18n) imports no feature and no
//   route, except the composition roots that start the server and its background work;
// - nothing imports in a circle.
const root = path.resolve(import.meta.dirname, "../..");
const files = [...sourceFiles(root, "app"), "server.ts"].filter((file) => !/\.test\.tsx?$/.test(file));
const edges = importEdges(root, files);

const INFRASTRUCTURE = ["app/server/", "app/lib/", "app/components/", "app/i18n/"];
/** Modules whose job is to wire the features together at start-up and in the background. */
const COMPOSITION_ROOTS = ["app/server/startup.server.ts", "app/server/maintenance.server.ts"];

const featureOf = (file: string) => /^app\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
const isEntry = (file: string) => /^app\/features\/[^/]+\/index(\.server)?\.ts$/.test(file);
const show = (list: { from: string; to: string }[]) => list.map(({ from, to }) => `${from} → ${to}`);

/** The edges that break the rules above, each named. */
function offences(all: { from: string; to: string }[]) {
  return {
    intoRoutes: all.filter(({ from, to }) => !from.startsWith("app/routes") && to.startsWith("app/routes/") && from !== "app/routes.ts"),
    infrastructureToFeature: all.filter(
      ({ from, to }) =>
        INFRASTRUCTURE.some((folder) => from.startsWith(folder)) && !COMPOSITION_ROOTS.includes(from) && featureOf(to) !== null,
    ),
    pastAnotherFeaturesEntry: all.filter(({ from, to }) => {
      const source = featureOf(from);
      const target = featureOf(to);
      return source !== null && target !== null && source !== target && !isEntry(to);
    }),
  };
}

describe("the import reader", () => {
  it("finds imports of every form", () => {
    const source = [
      'import type { loader } from "#app/routes/site/layout";',
      'export { x } from "../routes/site/home";',
      'const m = await import("#app/routes/site/course");',
      'import "#app/routes/site/side-effect";',
      'import { a,\n  b } from "./multi-line";',
    ].join("\n");
    expect(specifiers(source)).toEqual([
      { specifier: "#app/routes/site/layout", typeOnly: true },
      { specifier: "../routes/site/home", typeOnly: false },
      { specifier: "#app/routes/site/course", typeOnly: false },
      { specifier: "#app/routes/site/side-effect", typeOnly: false },
      { specifier: "./multi-line", typeOnly: false },
    ]);
    expect(resolveSpecifier(root, "app/lib/x.ts", "react-router")).toBeNull();
    expect(resolveSpecifier(root, "app/lib/x.ts", "./utils")).toBe("app/lib/utils.ts");
  });

  it("sees every kind of offence and a cycle", () => {
    const found = offences([
      { from: "app/components/a.tsx", to: "app/routes/site/home.tsx" },
      { from: "app/lib/b.ts", to: "app/features/certificates/certificate-id.ts" },
      { from: "app/features/fees/c.server.ts", to: "app/features/batches/batches.server.ts" },
      { from: "app/features/fees/d.server.ts", to: "app/features/batches/index.server.ts" },
      { from: "app/server/startup.server.ts", to: "app/features/accounts/index.server.ts" },
    ]);
    expect(found.intoRoutes).toHaveLength(1);
    expect(found.infrastructureToFeature).toHaveLength(1);
    expect(found.pastAnotherFeaturesEntry).toHaveLength(1);
    expect(
      cycles([
        { from: "a", to: "b" },
        { from: "b", to: "c" },
        { from: "c", to: "a" },
        { from: "c", to: "d" },
      ]),
    ).toEqual([["a", "b", "c"]]);
  });

  it("reads the whole app", () => {
    expect(files.length).toBeGreaterThan(300);
    expect(edges.length).toBeGreaterThan(1000);
  });
});

describe("import direction", () => {
  const found = offences(edges);
  it("only the route table imports a route", () => expect(show(found.intoRoutes)).toEqual([]));
  it("infrastructure imports no feature", () => expect(show(found.infrastructureToFeature)).toEqual([]));
  it("a feature imports another only through its index.ts or index.server.ts", () =>
    expect(show(found.pastAnotherFeaturesEntry)).toEqual([]));
  it("no module imports in a circle", () => expect(cycles(edges.filter((edge) => !edge.typeOnly))).toEqual([]));
});
