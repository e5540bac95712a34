import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': fileURLToPath(new URL('./src/client', import.meta.url)),
  '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
};

/**
 * Server test files that replace a module with `vi.mock`: they need a module graph of their own, so
 * they run in the `server-mocks` project, isolated; every other server file shares its worker's
 * modules with the files before it (`isolate: false`).
 */
export const SERVER_MOCKING_FILES = [
  'src/server/modules/quotes/quote-pdf.route.test.ts',
  'src/server/modules/system-status/system-status.routes.test.ts',
  'src/server/modules/messages/messages.service.test.ts',
];

const serverTest = {
  environment: 'node' as const,
  globals: true,
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // PGlite needs ~1 GB while it starts: two workers fit the 2-core machine.
  maxWorkers: 2,
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          ...serverTest,
          name: 'server',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: SERVER_MOCKING_FILES,
          // Importing the server (Fastify, better-auth, the AWS SDK, the PDF stack…) once per worker
          // instead of once per file: the suite took 13:11 isolated and 5:42 shared on the 2-core
          // machine (docs/benchmarks.md, "CI time"). Each file still opens its own database copy.
          isolate: false,
        },
      },
      {
        resolve: { alias },
        test: { ...serverTest, name: 'server-mocks', include: SERVER_MOCKING_FILES },
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
