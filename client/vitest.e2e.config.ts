import './vitest.node20.ts';
import { defineConfig } from 'vitest/config';

// Browser journeys: headless Chromium (playwright-core) against a running, built app at
// E2E_BASE_URL. scripts/e2e.sh starts the app and runs this; see e2e/helpers.ts.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    fileParallelism: false,
    // A failed journey is tried once more; one that passes only then is listed after the run
    // (e2e/flaky-reporter.ts), never silently.
    retry: 1,
    reporters: ['default', './e2e/flaky-reporter.ts'],
    // expect.poll waits for what a save changes on screen (a mutation, then its refetch): the
    // default second is too short on a loaded 2-core machine (seen in CI at load average 10).
    expect: { poll: { timeout: 10_000 } },
  },
});
