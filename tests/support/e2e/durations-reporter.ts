import { writeFileSync } from "node:fs";
import type { Reporter, TestCase } from "@playwright/test/reporter";

/**
 * Writes how long each test file took, from its first test's start to its last test's end (so
 * its beforeAll and its own servers count), to E2E_DURATIONS_FILE when that is set.
 * scripts/e2e-shards.mjs merges the shards' files, prints the slowest, and splits the next run's
 * files by these times (tests/e2e/durations.json, decision 051).
 */
export default class DurationsReporter implements Reporter {
  private readonly spans = new Map<string, { start: number; end: number }>();

  onTestBegin(test: TestCase) {
    const file = this.fileOf(test);
    const span = this.spans.get(file);
    if (span) span.end = Math.max(span.end, Date.now());
    else this.spans.set(file, { start: Date.now(), end: Date.now() });
  }

  onTestEnd(test: TestCase) {
    const span = this.spans.get(this.fileOf(test));
    if (span) span.end = Date.now();
  }

  onEnd() {
    const output = process.env.E2E_DURATIONS_FILE;
    if (!output) return;
    const seconds = Object.fromEntries([...this.spans].map(([file, { start, end }]) => [file, Math.round((end - start) / 100) / 10]));
    writeFileSync(output, `${JSON.stringify(seconds, null, 2)}\n`);
  }

  printsToStdio() {
    return false;
  }

  private fileOf(test: TestCase) {
    return test.location.file.slice(test.location.file.lastIndexOf("tests/e2e/") + "tests/e2e/".length);
  }
}
