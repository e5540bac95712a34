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
          // Importing the server (Fastify, better-auth, the AWS SDK, the PDF stack…) once per worker
          // instead of once per file: 13:11 isolated against 5:42 shared on the loaded 2-core machine,
          // and the CI run that failed at 60 min spent 1,260 s of its server lane importing
          // (docs/benchmarks.md, "CI time"). Each file still opens its own database copy. A shared
          // module graph cannot take `vi.mock` (a replaced module would leak into the next files), so no
          // server test uses it (src/server/test/no-module-mocks.test.ts).
          isolate: false,
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
          // One jsdom and one module graph per worker instead of one per file (the suite runs in one
          // worker on two cores): the whole suite alone took 2:13 shared against 6:24 isolated on the
          // same machine, both at load ≈ 4 (98 s shared when it was quiet; 289 s isolated on an idle
          // one before): Vitest's environment phase went from 93 s to 1 s, setup from 33 s to 2 s and
          // imports from 63 s to 9 s. A shared graph cannot take `vi.mock` of a statically imported
          // module (EmailBuilder.test's mock of load-grapes missed the builder an earlier file had
          // loaded, and the real GrapesJS spun in jsdom past every timeout: the hung first try), so
          // client tests inject such dependencies (src/server/test/no-module-mocks.test.ts), and
          // test/setup.ts resets the module-level state after each test.
          isolate: false,
        },
      },
    ],
  },
});
