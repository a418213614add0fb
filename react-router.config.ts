import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets a test run build beside a developer's build without clobbering it.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // v7 behaviour, stated (which also keeps the build quiet about them), except middleware:
  // the admin layout's gate (decision 013) runs before every admin loader and action.
  future: {
    v8_middleware: true,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
