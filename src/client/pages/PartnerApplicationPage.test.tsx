import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@shared/contracts/auth';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import PartnerApplicationPage from './PartnerApplicationPage';

const user = (types: SessionUser['availableUserTypes']): SessionUser => ({
  id: 7,
  email: 'ayse@example.com',
  firstName: 'Ayşe',
  lastName: 'Yılmaz',
  phone: '5321110001',
  userType: 'user',
  activeUserType: 'user',
  availableUserTypes: types,
  emailVerified: true,
  language: 'tr',
  profileImage: null,
  company: null,
  website: null,
  linkedinProfile: null,
  sector: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: null,
  provider: 'email',
  providers: ['email'],
  twoFactorEnabled: false,
  twoFactorRequired: false,
});

function renderPage(types: SessionUser['availableUserTypes'], mine: unknown) {
  mockFetch((url) => {
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({ user: user(types) });
      case '/api/partner-applications/mine':
        return jsonResponse(mine);
      case '/api/categories':
        return jsonResponse([]);
      case '/api/user/profile':
        return jsonResponse({
          profileImage: null,
          company: null,
          website: null,
          linkedinProfile: null,
          sector: null,
          title: null,
        });
      default:
        return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
    }
  });
  renderWithProviders(<PartnerApplicationPage />, { route: '/partner-application' });
}

describe('PartnerApplicationPage', () => {
  it('shows a partner without an application their partner status and the dashboard, not a form (issue 18)', async () => {
    renderPage(['user', 'partner'], null);
    expect(await screen.findByText('Zaten iş ortağımızsınız')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Partner Paneline Git' })).toHaveAttribute('href', '/partner-dashboard');
    expect(screen.queryByTestId('partner-application-form')).not.toBeInTheDocument();
  });

  it('shows a partner whose old application was rejected the partner status too', async () => {
    const rejected = { id: 'a1', status: 'rejected', createdAt: '2026-01-01', reviewedAt: null, reviewNotes: 'x' };
    renderPage(['user', 'partner'], rejected);
    expect(await screen.findByText('Zaten iş ortağımızsınız')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Başvuru durumunu görüntüle' })).toHaveAttribute(
      'href',
      '/application-status/a1',
    );
    expect(screen.queryByTestId('partner-application-form')).not.toBeInTheDocument();
  });

  it('shows a user without a partner profile the form', async () => {
    renderPage(['user'], null);
    expect(await screen.findByTestId('partner-application-form')).toBeInTheDocument();
    expect(screen.queryByText('Zaten iş ortağımızsınız')).not.toBeInTheDocument();
  });
});
