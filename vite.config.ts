import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.VITE_API_TARGET ?? 'http://localhost:5000';

/**
 * Build-time constants, shared by the client build and the pre-render build (`vite build --ssr`):
 * `__BUILD_YEAR__` is the year the pre-rendered pages were rendered in (see lib/use-current-year.ts).
 */
const BUILD_DEFINES = { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) };

// The server serves dist/client and answers every non-/api path with index.html,
// so the dev server only needs to forward the API and the object routes.
export default defineConfig(({ isSsrBuild }) => ({
  root,
  define: BUILD_DEFINES,
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  build: {
    // `vite build --ssr src/client/prerender.tsx` (npm run build) bundles the home page renderer
    // for scripts/prerender.ts; its public files and assets are the client build's.
    outDir: isSsrBuild ? 'dist/prerender' : 'dist/client',
    copyPublicDir: !isSsrBuild,
    emptyOutDir: true,
    target: 'es2022',
    // Keep small SVGs/fonts as files: the CSP and caching are simpler than with data: URIs.
    assetsInlineLimit: 0,
    rolldownOptions: {
      treeshake: {
        // src/shared holds declarations only (zod schemas, constants). Saying so lets the bundle drop
        // the schemas the client imports for their types, and zod with them (see lib/api.ts).
        moduleSideEffects: [{ test: /[\\/]src[\\/]shared[\\/]/, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          groups: [
            {
              // Each contract (src/shared/contracts/*.ts: zod schemas beside a few constants) is a chunk
              // of its own that holds that module only, not its dependencies: otherwise Rolldown puts a
              // contract in one chunk with a plain module of the same reach (countries.ts with
              // contracts/partners.ts), and a page needing the plain module loads the contract and zod
              // with it. A page now loads a contract only when it uses one of its values at run time.
              name: (id) => /[\\/]src[\\/]shared[\\/]contracts[\\/]([\w-]+)\.ts$/.exec(id)?.[1] ?? null,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': {
        target: backend,
        changeOrigin: true,
        // The API refuses state-changing requests from another origin (CSRF check). Through this
        // proxy the page and the API are one site, so present the API's own origin.
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', backend)),
      },
      '/public-objects': { target: backend, changeOrigin: true },
      '/objects': { target: backend, changeOrigin: true },
    },
  },
}));
