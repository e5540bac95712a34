import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchLikelyNext, preloadRoute } from './app/preload';
import { createQueryClient } from './app/query-client';
import { initI18n } from './lib/i18n';

initI18n();
const queryClient = createQueryClient();
preloadRoute(window.location, queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);

window.addEventListener('load', prefetchLikelyNext, { once: true });
