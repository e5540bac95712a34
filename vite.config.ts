import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type HtmlTagDescriptor, type Plugin } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const backend = process.env.VITE_API_TARGET ?? 'http://localhost:5000';

/**
 * Adds `<link rel="modulepreload">` for the home page chunk and its static imports. Pages are lazy
 * chunks, so without this the browser only asks for the home chunk once the entry has run; the
 * home page is where most visits land, so its chunk is fetched in parallel with the entry.
 */
function preloadHomeChunk(): Plugin {
  return {
    name: 'preload-home-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const home = chunks.find((c) => c.facadeModuleId?.endsWith('/src/client/pages/HomePage.tsx'));
        if (!entry || !home) return [];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (start: string, out = new Set<string>()): Set<string> => {
          if (!out.has(start)) {
            out.add(start);
            for (const file of byFile.get(start)?.imports ?? []) closure(file, out);
          }
          return out;
        };
        const loaded = closure(entry.fileName);
        const files = [...closure(home.fileName)].filter((file) => !loaded.has(file));
        return files.map((file): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}

// The server serves dist/client and answers every non-/api path with index.html,
// so the dev server only needs to forward the API and the object routes.
export default defineConfig({
  root,
  publicDir: 'public',
  plugins: [react(), tailwindcss(), preloadHomeChunk()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src/client', import.meta.url)),
      '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)),
    },
  },
  build: {
    outDir: 'dist/client',
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
});
