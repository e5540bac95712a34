import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initData } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { NewsletterBlock } from './NewsletterBlock';

describe('NewsletterBlock', () => {
  it("shows the spec's message for an address without '@' and calls no API", async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
    renderWithProviders(<NewsletterBlock />);

    const input = screen.getByLabelText('E-posta adresiniz');
    await userEvent.type(input, 'firma.com.tr');
    await userEvent.click(screen.getByRole('button', { name: 'Abone Ol' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Lütfen geçerli bir e-posta adresi girin');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("posts a valid address with source 'homepage' and shows the server's message", async () => {
    const fetch = mockFetch(() => jsonResponse({ success: true, message: 'Bültene abone oldunuz.' }));
    renderWithProviders(<NewsletterBlock />);

    await userEvent.type(screen.getByLabelText('E-posta adresiniz'), ' ayse@firma.com.tr {Enter}');

    expect(await screen.findByText('Bültene abone oldunuz.')).toBeInTheDocument();
    const [url, init] = fetch.mock.calls[0]!;
    expect(requestUrl(url).pathname).toBe('/api/newsletter/subscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(init?.body as string)).toEqual({ email: 'ayse@firma.com.tr', source: 'homepage' });
    expect(new Headers(init?.headers).get('Accept-Language')).toBe('tr');
  });

  it("shows the failure toast with the server's message", async () => {
    mockFetch(() => jsonResponse({ message: 'Çok fazla deneme yaptınız.', code: 'RATE_LIMITED' }, { status: 429 }));
    renderWithProviders(<NewsletterBlock />);

    await userEvent.type(screen.getByLabelText('E-posta adresiniz'), 'ayse@firma.com{Enter}');

    expect(await screen.findByText('Abonelik işlemi başarısız')).toBeInTheDocument();
    expect(screen.getByText('Çok fazla deneme yaptınız.')).toBeInTheDocument();
  });

  it('links the terms of use and the KVKK notice of the parent organisation once the site settings are there', async () => {
    mockFetch(() => jsonResponse({ success: true, message: 'ok' }));
    const { queryClient } = renderWithProviders(<NewsletterBlock />);
    // Before the settings load (and in the pre-rendered page) the same words are plain text.
    expect(screen.getByTestId('newsletter-consent')).toHaveTextContent('Kullanım Koşulları');
    expect(screen.queryByRole('link')).toBeNull();

    act(() => {
      queryClient.setQueryData(['init'], initData());
    });
    const base = initData().site.parentOrganisationUrl.replace(/\/+$/, '');
    const terms = await screen.findByRole('link', { name: /Kullanım Koşulları/ });
    expect(terms).toHaveAttribute('href', `${base}/kullanim-kosullari`);
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /KVKK Aydınlatma Metni/ })).toHaveAttribute(
      'href',
      `${base}/gizlilik-politikasi`,
    );
  });
});
