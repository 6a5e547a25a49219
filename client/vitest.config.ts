import './vitest.node20.ts';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Unit and component tests (jsdom). Browser journeys have their own config: vitest.e2e.config.ts.
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/testing/setup-tests.ts'],
      restoreMocks: true,
      // Component tests render lazy routes; on a loaded 2-core machine 5 s (the default) is too tight.
      testTimeout: 20_000,
    },
  }),
);
