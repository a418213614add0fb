import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets a test run build beside a developer's build without clobbering it.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
