/**
 * Last step of `npm run build`: writes the pre-rendered home page in each language,
 * `dist/prerendered/home.<lang>.html`, from the client build's `dist/client/index.html` and the
 * renderer bundled by `vite build --ssr src/client/prerender.tsx` (`dist/prerender/prerender.js`).
 *
 * Each file is index.html with `<html lang>`, `<title>` and the description in that language, and
 * `#root` holding the page's markup instead of the static shell between the `<!--app-html:start-->`
 * and `<!--app-html:end-->` markers, marked `data-prerendered="<lang>"` (main.tsx then hydrates).
 * The server sends `home.tr.html` for `/` and `home.en.html` for `/en` (src/server/plugins/client.ts;
 * decision 030). They live outside
 * dist/client so that the static file handler never serves them under their own names.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { LANGUAGES } from '../src/shared/constants';
import type { PrerenderedPage } from '../src/client/prerender';
import { escapeHtml } from '../src/server/lib/html';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'dist');

/**
 * index.html with `page` in it.
 * @throws when the template lacks a marker, `<html lang>`, `<title>` or the description (a build error).
 */
export function injectPage(template: string, lang: string, page: PrerenderedPage): string {
  const replaceOnce = (html: string, pattern: RegExp, by: string) => {
    if (!pattern.test(html)) throw new Error(`prerender: index.html has no ${pattern.source}`);
    return html.replace(pattern, () => by);
  };
  let html = replaceOnce(template, /<html lang="[a-z]+">/, `<html lang="${lang}">`);
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
    `<meta name="description" content="${escapeHtml(page.description)}" />`,
  );
  // `data-prerendered` tells main.tsx to hydrate, and in which language the markup is. Nothing but
  // the markup goes inside #root (no whitespace, no comment): hydration expects exactly it.
  return replaceOnce(
    html,
    /<div id="root">\s*<!--app-html:start-->[\s\S]*<!--app-html:end-->\s*<\/div>/,
    `<div id="root" data-prerendered="${lang}">${page.html}</div>`,
  );
}

async function main(): Promise<void> {
  const template = readFileSync(join(DIST, 'client', 'index.html'), 'utf8');
  const renderer = (await import(pathToFileURL(join(DIST, 'prerender', 'prerender.js')).href)) as {
    renderHome: (lang: string) => Promise<PrerenderedPage>;
  };
  const outDir = join(DIST, 'prerendered');
  mkdirSync(outDir, { recursive: true });
  for (const lang of LANGUAGES) {
    const page = await renderer.renderHome(lang);
    const file = join(outDir, `home.${lang}.html`);
    writeFileSync(file, injectPage(template, lang, page));
    console.log(`prerendered ${file.slice(ROOT.length + 1)} (${(page.html.length / 1024).toFixed(1)} kB of markup)`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await main();
}
