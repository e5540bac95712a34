import { screen } from '@testing-library/react';
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
  it("shows 'Page Not Found' with a Turkish subtitle and a way home on an unknown path", async () => {
    serveLayout();
    renderWithProviders(<AppRoutes />, { route: '/boyle-bir-sayfa-yok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByText('Sayfa bulunamadı')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'İçeriğe geç' })).toHaveAttribute('href', '#main-content');
  });

  it("shows 'Partner Bulunamadı' for an unknown partner, linking back to the catalogue", async () => {
    serveLayout();
    renderWithProviders(<AppRoutes />, { route: '/partner/kimse' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Partner Bulunamadı' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'İş ortakları kataloğuna dön' })).toHaveAttribute('href', '/partners');
  });
});
