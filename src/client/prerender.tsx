/**
 * Build-time rendering of the home page (scripts/prerender.ts runs it after `vite build --ssr`).
 *
 * The markup is what the client's first render shows on `/` for a visitor whose session and data
 * are still loading: the real header, hero, section titles and skeletons, and footer. The server
 * sends it inside index.html (src/server/plugins/client.ts), so the page — the hero is its largest
 * element — is painted as soon as the HTML and the styles arrive, before any script runs. main.tsx
 * then hydrates it (React attaches to these nodes instead of painting new ones).
 *
 * The client does not depend on it: without a pre-render, or when its language is not the visitor's,
 * main.tsx renders from scratch; a mismatch would be repaired by React (and fails the e2e test).
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { Language } from '@shared/constants';
import { localisePath, pageUrl } from '@shared/pages';
import { AppProviders, AppRoutes } from './app/App';
import { pageLoaders } from './app/pages';
import { createQueryClient } from './app/query-client';
import { initI18n } from './lib/i18n';
import { formatDocumentTitle } from './lib/use-document-title';

/** A pre-rendered page: the inside of `#root`, and the head texts in the page's language. */
export interface PrerenderedPage {
  /** HTML for the inside of `<div id="root">`. */
  html: string;
  /** `<title>` (the page's document title). */
  title: string;
  /** `<meta name="description">`. */
  description: string;
}

/**
 * Renders the home page in `lang` at its URL in that language (`/`, `/en`; decision 030), as a
 * visitor's first frame.
 * @throws whatever a component throws when rendered outside a browser (a build error, on purpose).
 */
export async function renderHome(lang: Language): Promise<PrerenderedPage> {
  const i18n = initI18n(lang);
  await i18n.changeLanguage(lang);
  // As in main.tsx: with the chunk loaded, the route renders the page itself, not the fallback.
  await pageLoaders.home();
  const html = renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location={localisePath(pageUrl('home'), lang)}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  );
  return {
    html,
    // The route table's rule for the home page (lib/use-document-title.ts), as the client sets it.
    title: formatDocumentTitle(i18n.getFixedT(lang, 'common')),
    description: i18n.t('common:footer.description'),
  };
}
