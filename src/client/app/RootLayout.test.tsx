import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router';
import { bannerStore } from '@/features/auth/lib/welcome-store';
import { initData } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { RootLayout } from './RootLayout';

function renderLayout() {
  mockFetch((url) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: null });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    return jsonResponse([], { status: 200 });
  });
  return renderWithProviders(
    <Routes>
      <Route element={<RootLayout />}>
        <Route
          path="/"
          element={
            <>
              <h1>Ana sayfa</h1>
              <Link to="/next">Sonraki</Link>
            </>
          }
        />
        <Route path="/next" element={<h1>Sonraki sayfa</h1>} />
      </Route>
    </Routes>,
  );
}

describe('RootLayout (issue 18)', () => {
  afterEach(() => act(() => bannerStore.reset()));

  it('leaves the scroll position alone when the application starts, and goes to the top on a new page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderLayout();
    await screen.findByRole('heading', { level: 1, name: 'Ana sayfa' });
    // A visitor who scrolled the pre-rendered page while the application loaded is not moved.
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Sonraki' }));
    await screen.findByRole('heading', { level: 1, name: 'Sonraki sayfa' });
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });

  it('moves the focus to the new page heading after a navigation, not on the first load', async () => {
    renderLayout();
    const first = await screen.findByRole('heading', { level: 1, name: 'Ana sayfa' });
    expect(first).not.toHaveFocus();
    await userEvent.click(screen.getByRole('link', { name: 'Sonraki' }));
    const next = await screen.findByRole('heading', { level: 1, name: 'Sonraki sayfa' });
    await waitFor(() => expect(next).toHaveFocus());
  }, 30_000);

  it('puts the confirmation banner in the flow under the header, not over it', async () => {
    renderLayout();
    await screen.findByRole('heading', { level: 1, name: 'Ana sayfa' });
    act(() => bannerStore.showConfirmation('confirmed'));
    const slot = await screen.findByTestId('banner-slot');
    const header = screen.getByRole('banner');
    expect(header.compareDocumentPosition(slot) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(slot.className).not.toMatch(/\b(fixed|absolute)\b/);
  }, 30_000);
});
