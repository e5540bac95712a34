import { screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { AppRoutes } from './App';

/** API stand-in for the layout (init, status) and a profile lookup that finds nothing. */
function serveLayout() {
  return mockFetch((url) => {
    if (url.pathname.startsWith('/api/partners/')) {
      return jsonResponse({ message: 'Partner bulunamadı', code: 'PARTNER_NOT_FOUND' }, { status: 404 });
    }
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

describe('routes', () => {
  it("shows 'Sayfa Bulunamadı' and a way home on an unknown path of the Turkish site", async () => {
    serveLayout();
    renderWithProviders(<AppRoutes />, { route: '/boyle-bir-sayfa-yok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa Bulunamadı' })).toBeInTheDocument();
    expect(screen.queryByText('Page Not Found')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#main-content');
  });

  it("shows the spec's 'Page Not Found' on an unknown path of the English site", async () => {
    serveLayout();
    await i18n.changeLanguage('en');
    renderWithProviders(<AppRoutes />, { route: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    // The English home page (decision 030).
    expect(screen.getByRole('link', { name: 'Back to home page' })).toHaveAttribute('href', '/en');
  });

  it("shows 'Partner Bulunamadı' for an unknown partner, linking back to the catalogue", async () => {
    serveLayout();
    renderWithProviders(<AppRoutes />, { route: '/partner/kimse' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İş ortakları kataloğuna dön' })).toHaveAttribute('href', '/partners');
  });
});
