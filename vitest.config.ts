import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          globals: true,
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // PGlite needs ~1 GB while it starts: two workers fit the 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        // As vite.config.ts BUILD_DEFINES (importing that config here would load its plugins).
        define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          globals: true,
          setupFiles: ['src/client/test/setup.ts'],
          // A ceiling, not a measure: npm test runs this suite beside the browser lanes on two cores,
          // where a render-heavy test can wait seconds for the CPU (Vitest's default is 5 s).
          testTimeout: 20_000,
        },
      },
    ],
  },
});
