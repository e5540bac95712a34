import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { categories, sessionUser } from '@/test/fixtures';
import { asSession, jsonResponse, LocationDisplay, mockFetch, renderWithProviders, unauthorized } from '@/test/utils';
import { BecomePartnerButton } from './BecomePartnerButton';

function serve(user: () => Response, mine: unknown = null) {
  return mockFetch((url) => {
    if (url.pathname === '/api/session') return asSession(user());
    if (url.pathname === '/api/categories') return jsonResponse(categories);
    if (url.pathname === '/api/user/profile')
      return jsonResponse({
        profileImage: null,
        company: 'Örnek Tekstil',
        website: null,
        linkedinProfile: null,
        sector: null,
        title: null,
      });
    if (url.pathname === '/api/partner-applications/mine') return jsonResponse(mine);
    if (url.pathname === '/api/services') return jsonResponse([]);
    return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
  });
}

function renderButton() {
  return renderWithProviders(
    <>
      <BecomePartnerButton label="Partner Ol" />
      <Routes>
        <Route path="*" element={<LocationDisplay />} />
      </Routes>
    </>,
  );
}

describe('BecomePartnerButton (spec §2 "Become-partner")', () => {
  it('is a link to /auth?from=partner for a visitor', async () => {
    serve(unauthorized);
    renderButton();
    const link = await screen.findByRole('link', { name: 'Partner Ol' });
    expect(link.getAttribute('href')).toMatch(/^\/auth\?from=partner/);
  });

  it('opens the application dialog, prefilled, for a signed-in user', async () => {
    serve(() => jsonResponse(sessionUser({ firstName: 'Ayşe', lastName: 'Yılmaz' })));
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Partner Ol' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 5000 });
    await waitFor(() => expect(dialog.querySelector('input[name="firstName"]')).toHaveValue('Ayşe'));
    expect(dialog.querySelector('input[name="company"]')).toHaveValue('Örnek Tekstil');
  });

  it('sends someone with a pending application to /partner-application instead', async () => {
    serve(() => jsonResponse(sessionUser()), {
      id: '7d1f3c1e-52c4-4a4b-9a0e-0c7c3f0a9b11',
      status: 'pending',
      createdAt: '2026-11-20T10:00:00.000Z',
      reviewedAt: null,
      reviewNotes: null,
    });
    renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Partner Ol' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/partner-application'), {
      timeout: 5000,
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing to a partner', async () => {
    serve(() => jsonResponse(sessionUser({ userType: 'partner', availableUserTypes: ['user', 'partner'] })));
    renderButton();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Partner Ol' })).toBeNull());
    // The session has loaded (a visitor would have the link by now), and there is no button either.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Partner Ol' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Partner Ol' })).toBeNull();
  });
});
