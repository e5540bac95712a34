import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { partnerPage } from '@/features/quotes/test/fixtures';
import { calledUrls, jsonResponse, LocationDisplay, mockFetch, renderWithProviders } from '@/test/utils';
import PartnerDashboardPage from './PartnerDashboardPage';

describe('PartnerDashboardPage', () => {
  it('opens the quote requests tab from ?tab=quotes (where the notifications link) and pages through them', async () => {
    const user = userEvent.setup();
    const fetch = mockFetch((url) =>
      url.pathname === '/api/quote-requests'
        ? jsonResponse({ ...partnerPage(), page: Number(url.searchParams.get('page') ?? 1), hasMore: true })
        : jsonResponse({ message: 'unexpected', code: 'NOT_FOUND' }, { status: 404 }),
    );
    renderWithProviders(
      <>
        <PartnerDashboardPage />
        <LocationDisplay />
      </>,
      { route: '/partner-dashboard?tab=quotes' },
    );
    expect(await screen.findByRole('tab', { name: 'Teklif Talepleri', selected: true })).toBeInTheDocument();
    expect(await screen.findByTestId('partner-quotes-table')).toBeInTheDocument();
    // Only the open tab loads: the overview's figures are not fetched.
    expect(calledUrls(fetch).map((u) => u.pathname)).toEqual(['/api/quote-requests']);

    await user.click(screen.getByRole('button', { name: 'Sonraki' }));
    expect(await screen.findByText('Sayfa 2')).toBeInTheDocument();
    expect(calledUrls(fetch).at(-1)?.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('tab', { name: 'Genel Bakış' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/partner-dashboard?tab=overview');
  });
});
