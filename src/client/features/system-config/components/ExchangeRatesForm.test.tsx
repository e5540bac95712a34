/**
 * The exchange-rate override on /system-settings?tab=rates (issue 20): TCMB's latest bulletin beside
 * the admin's own rates, checked as the server checks them, saved whole.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExchangeRates } from '@shared/contracts/exchange-rates';
import type { ExchangeRateOverride } from '@shared/contracts/system-config';
import { i18n } from '@/lib/i18n';
import { initData, sessionUser } from '@/test/fixtures';
import { calledUrls, jsonBody, jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import { ExchangeRatesForm } from './ExchangeRatesForm';

const OFF: ExchangeRateOverride = { enabled: false, rates: { USD: null, EUR: null }, rateDate: null };
const TCMB: ExchangeRates = { rates: { USD: 42.1234, EUR: 49.0705 }, rateDate: '2026-11-27', source: 'tcmb' };

function serve(tcmb: ExchangeRates | Response = TCMB) {
  const patches: unknown[] = [];
  const fetch = mockFetch((url, init) => {
    if (url.pathname === '/api/session') return jsonResponse({ user: sessionUser({ userType: 'editor_admin' }) });
    if (url.pathname === '/api/init') return jsonResponse(initData());
    if (url.pathname === '/api/exchange-rates') return tcmb instanceof Response ? tcmb : jsonResponse(tcmb);
    if (url.pathname === '/api/admin/system-config' && init?.method === 'PATCH') {
      const body = jsonBody(init) as { exchangeRates: ExchangeRateOverride };
      patches.push(body);
      return jsonResponse({
        seoSettings: initData().seoSettings,
        site: initData().site,
        mail: { allowedResourceHosts: [] },
        exchangeRates: body.exchangeRates,
        security: { adminTwoFactorRequired: false },
      });
    }
    return jsonResponse({ message: 'Bulunamadı', code: 'NOT_FOUND' }, { status: 404 });
  });
  return { patches, fetch };
}

describe('ExchangeRatesForm', () => {
  it("shows TCMB's latest rates and their date, and explains when to use the override", async () => {
    const { fetch } = serve();
    renderWithProviders(<ExchangeRatesForm saved={OFF} />);
    const tcmb = await screen.findByTestId('tcmb-rates');
    expect(tcmb).toHaveTextContent('Son alınan bülten: 27.11.2026');
    expect(within(tcmb).getByText('1 USD (TL)').nextSibling).toHaveTextContent('42,1234');
    expect(within(tcmb).getByText('1 EUR (TL)').nextSibling).toHaveTextContent('49,0705');
    expect(screen.getByText(/TCMB kurlarına ulaşılamadığında/)).toBeInTheDocument();
    // TCMB's own bulletin, whatever the override says.
    expect(calledUrls(fetch).find((u) => u.pathname === '/api/exchange-rates')?.search).toBe('?source=tcmb');
  });

  it('says when no TCMB rate has been fetched yet', async () => {
    serve({ rates: {}, rateDate: null, source: null });
    renderWithProviders(<ExchangeRatesForm saved={OFF} />);
    expect(await screen.findByText('Henüz TCMB kuru alınmadı')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Son TCMB kurlarını aktar' })).toBeNull();
  });

  it('requires both rates and the date while on, refuses five decimals, and sends nothing', async () => {
    const user = userEvent.setup();
    const { patches } = serve();
    renderWithProviders(<ExchangeRatesForm saved={OFF} />);
    await screen.findByTestId('tcmb-rates');
    await user.click(screen.getByRole('switch', { name: 'Yönetici kurunu kullan' }));
    await user.type(screen.getByLabelText('1 USD (TL)', { selector: 'input' }), '42,12345');
    await user.click(screen.getByTestId('settings-save'));
    const usd = screen.getByLabelText('1 USD (TL)', { selector: 'input' });
    expect(usd).toHaveAttribute('aria-invalid', 'true');
    expect(usd).toHaveAccessibleDescription('Kur en fazla dört ondalık basamak taşıyabilir.');
    expect(screen.getByLabelText('1 EUR (TL)', { selector: 'input' })).toHaveAccessibleDescription(
      'Yönetici kuru açıkken bu alan zorunludur.',
    );
    expect(screen.getByLabelText('Kur tarihi')).toHaveAccessibleDescription(
      'Yönetici kuru açıkken bu alan zorunludur.',
    );
    expect(usd).toHaveFocus();
    expect(patches).toEqual([]);
  });

  it("takes TCMB's latest rates as a start, saves the whole group with Turkish decimals read, and shows it in use", async () => {
    const user = userEvent.setup();
    const { patches } = serve();
    renderWithProviders(<ExchangeRatesForm saved={OFF} />);
    await user.click(await screen.findByRole('button', { name: 'Son TCMB kurlarını aktar' }));
    expect(screen.getByLabelText('1 USD (TL)', { selector: 'input' })).toHaveValue('42,1234');
    expect(screen.getByLabelText('Kur tarihi')).toHaveValue('2026-11-27');
    const eur = screen.getByLabelText('1 EUR (TL)', { selector: 'input' });
    await user.clear(eur);
    await user.type(eur, '48,5');
    await user.click(screen.getByRole('switch', { name: 'Yönetici kurunu kullan' }));
    await user.click(screen.getByTestId('settings-save'));
    await screen.findByText('Yönetici kuru kaydedildi; karşılaştırmalar artık bu kuru kullanıyor');
    expect(patches).toEqual([
      { exchangeRates: { enabled: true, rates: { USD: 42.1234, EUR: 48.5 }, rateDate: '2026-11-27' } },
    ]);
    await waitFor(() => expect(eur).toHaveValue('48,5000'));
  });

  it('shows the server’s field errors under their fields', async () => {
    const user = userEvent.setup();
    const refused = jsonResponse(
      {
        message: 'Geçersiz veri',
        code: 'VALIDATION_ERROR',
        fieldErrors: { 'exchangeRates.rateDate': ['Kur tarihi bugünden sonra olamaz.'] },
      },
      { status: 400 },
    );
    mockFetch((url, init) => {
      if (url.pathname === '/api/exchange-rates') return jsonResponse(TCMB);
      if (url.pathname === '/api/admin/system-config' && init?.method === 'PATCH') return refused;
      return jsonResponse({ user: sessionUser() });
    });
    renderWithProviders(
      <ExchangeRatesForm saved={{ enabled: true, rates: { USD: 41.5, EUR: 48.25 }, rateDate: '2026-11-26' }} />,
    );
    expect(await screen.findByTestId('override-active')).toHaveTextContent('Şu an yönetici kuru kullanılıyor');
    const usd = screen.getByLabelText('1 USD (TL)', { selector: 'input' });
    expect(usd).toHaveValue('41,5000');
    await user.clear(usd);
    await user.type(usd, '41,6');
    await user.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Kur tarihi bugünden sonra olamaz.')).toBeInTheDocument();
    expect(screen.getByLabelText('Kur tarihi')).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads in English', async () => {
    await i18n.changeLanguage('en');
    serve();
    renderWithProviders(<ExchangeRatesForm saved={OFF} />);
    expect(await screen.findByTestId('tcmb-rates')).toHaveTextContent('Latest bulletin: 27/11/2026');
    expect(screen.getByRole('switch', { name: 'Use the admin rate' })).not.toBeChecked();
    expect(screen.getByText(/When the CBRT rates cannot be reached/)).toBeInTheDocument();
  });
});
