import { screen } from '@testing-library/react';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/utils';
import { PartnerTrust } from './PartnerTrust';

describe('PartnerTrust', () => {
  it('shows "★ 4,6 (12)", the usual response time and the response rate in Turkish', () => {
    renderWithProviders(
      <PartnerTrust figures={{ ratingAverage: 4.6, reviewCount: 12, responseTimeHours: 2.6, responseRate: 92.4 }} />,
    );
    const trust = screen.getByTestId('partner-trust');
    expect(trust).toHaveTextContent('4,6 (12)');
    expect(trust).toHaveTextContent('5 üzerinden 4,6 puan, 12 değerlendirme');
    expect(trust).toHaveTextContent('Genelde 3 saatte yanıt verir');
    expect(trust).toHaveTextContent('%92 yanıt oranı');
  });

  it('uses days for slow partners and English formats in English', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(
      <PartnerTrust figures={{ ratingAverage: 4, reviewCount: 1, responseTimeHours: 72, responseRate: 50 }} />,
    );
    const trust = screen.getByTestId('partner-trust');
    expect(trust).toHaveTextContent('4.0 (1)');
    expect(trust).toHaveTextContent('Usually responds within 3 days');
    expect(trust).toHaveTextContent('50% response rate');
  });

  it('shows nothing until there is data', () => {
    renderWithProviders(
      <PartnerTrust figures={{ ratingAverage: null, reviewCount: 0, responseTimeHours: null, responseRate: null }} />,
    );
    expect(screen.queryByTestId('partner-trust')).toBeNull();
  });
});
