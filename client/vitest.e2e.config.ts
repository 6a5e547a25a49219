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
  },
});
