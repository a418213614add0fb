import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets a test run build beside a developer's build without clobbering it.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // v7 behaviour, stated (which also keeps the build quiet about them). Moving to v8's
  // middleware and request handling is its own change (the admin gate, issue 9).
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
