import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '@/test/fixtures';
import { jsonBody, jsonResponse, lastBodyTo, mockFetch, renderWithProviders, requestUrl } from '@/test/utils';
import { manualEntryKey } from './TwoFactorScanStep';
import { TwoFactorCard } from './TwoFactorCard';

const TOTP_URI = 'otpauth://totp/%C4%B0hracat%20Partner:ayse%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=ihracat';
const CODES = Array.from({ length: 10 }, (_, i) => `code${i}-${String(10000 + i)}`);
const NEW_CODES = Array.from({ length: 10 }, (_, i) => `new${i}a-${String(20000 + i)}`);
const WRONG_PASSWORD = jsonResponse({ message: 'Şifre hatalı', code: 'INVALID_PASSWORD' }, { status: 400 });

/**
 * The session (GET /api/session, whose `twoFactorEnabled` the calls turn) and the two-factor routes;
 * `answer` overrides a route's answer.
 */
function serve(
  initial: Partial<ReturnType<typeof sessionUser>> = {},
  answer: (path: string, body: unknown) => Response | undefined = () => undefined,
) {
  let user = sessionUser(initial);
  const fetch = mockFetch((url, init) => {
    const body = jsonBody(init);
    const overridden = answer(url.pathname, body);
    if (overridden) return overridden;
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({ user });
      case '/api/auth/two-factor/enable':
        return jsonResponse({ totpURI: TOTP_URI, backupCodes: CODES });
      case '/api/auth/two-factor/verify-totp':
        user = { ...user, twoFactorEnabled: true, twoFactorRequired: false };
        return jsonResponse({ token: 'tok', user: { id: '1' } });
      case '/api/auth/two-factor/disable':
        user = { ...user, twoFactorEnabled: false };
        return jsonResponse({ status: true });
      case '/api/auth/two-factor/generate-backup-codes':
        return jsonResponse({ status: true, backupCodes: NEW_CODES });
      default:
        return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
    }
  });
  return fetch;
}

const sessionReads = (fetch: ReturnType<typeof mockFetch>) =>
  fetch.mock.calls.filter(([input]) => requestUrl(input).pathname === '/api/session').length;

function renderCard(route = '/user-panel?tab=settings') {
  return renderWithProviders(<TwoFactorCard />, { route });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('TwoFactorCard (issue 22)', () => {
  it('turns two-factor sign-in on: password, QR code and key, first code, then the backup codes once', async () => {
    const user = userEvent.setup();
    const createObjectURL = vi.fn((_: Blob) => 'blob:codes');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const downloaded: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloaded.push(this.download);
    });
    const fetch = serve({}, (path, body) =>
      path === '/api/auth/two-factor/verify-totp' && (body as { code: string }).code === '000000'
        ? jsonResponse(
            { message: 'Kod hatalı. Uygulamadaki güncel kodu girin.', code: 'INVALID_TWO_FACTOR_CODE' },
            { status: 401 },
          )
        : undefined,
    );
    renderCard();

    expect(screen.getByRole('heading', { name: 'İki adımlı doğrulama' })).toBeInTheDocument();
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Kapalı');
    await user.click(screen.getByRole('button', { name: 'Aç' }));

    const dialog = await screen.findByRole('dialog', { name: 'İki adımlı doğrulamayı açın' });
    const password = within(dialog).getByLabelText('Şifreniz');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, 'Demo2026!ihracat');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    expect(lastBodyTo(fetch, '/api/auth/two-factor/enable')).toEqual({ password: 'Demo2026!ihracat' });

    const scan = await screen.findByRole('dialog', { name: 'Doğrulama uygulamasını bağlayın' });
    const qr = await within(scan).findByRole('img', { name: 'Doğrulama uygulaması için QR kodu' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(within(scan).getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    const code = within(scan).getByLabelText('Uygulamadaki kod');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '000000');
    await user.click(within(scan).getByRole('button', { name: 'Doğrula ve aç' }));
    expect(await within(scan).findByRole('alert')).toHaveTextContent('Kod hatalı');
    expect(code).toHaveValue('');

    const readsBefore = sessionReads(fetch);
    await user.type(code, '123456');
    await user.click(within(scan).getByRole('button', { name: 'Doğrula ve aç' }));
    const codes = await screen.findByRole('dialog', { name: 'Yedek kodlarınız' });
    expect(lastBodyTo(fetch, '/api/auth/two-factor/verify-totp')).toEqual({ code: '123456' });
    expect(within(codes).getByTestId('two-factor-enabled')).toHaveTextContent('İki adımlı doğrulama açıldı');
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES);
    expect(codes).toHaveTextContent('Her kod yalnızca bir kez çalışır ve kodlar yalnızca şimdi gösterilir');
    expect(within(codes).getByRole('heading', { name: 'Yedek kodlarınız' })).toHaveFocus();
    // The session is read again, so two-factor sign-in shows on everywhere.
    await waitFor(() => expect(sessionReads(fetch)).toBeGreaterThan(readsBefore));

    await user.click(within(codes).getByRole('button', { name: 'Kopyala' }));
    expect(await navigator.clipboard.readText()).toBe(CODES.join('\n'));
    await user.click(within(codes).getByRole('button', { name: 'İndir (.txt)' }));
    expect(downloaded).toEqual(['yedek-kodlar.txt']);
    const file = await createObjectURL.mock.calls[0]![0].text();
    expect(file).toContain('ayse@example.com');
    expect(file).toContain(CODES.join('\n'));

    await user.click(within(codes).getByRole('button', { name: 'Tamam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Açık');
  }, 30_000);

  it.each([
    ['a wrong password', WRONG_PASSWORD, 'Şifre hatalı'],
    [
      'an account without a password',
      jsonResponse(
        {
          message: 'İki adımlı doğrulama için önce bir şifre belirleyin ("Şifremi unuttum" ile).',
          code: 'VALIDATION_ERROR',
        },
        { status: 400 },
      ),
      'önce bir şifre belirleyin',
    ],
  ])("shows the server's text under the password for %s and stays", async (_, refusal, text) => {
    const user = userEvent.setup();
    serve({}, (path) => (path === '/api/auth/two-factor/enable' ? refusal.clone() : undefined));
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Aç' }));
    const dialog = await screen.findByRole('dialog', { name: 'İki adımlı doğrulamayı açın' });
    const password = within(dialog).getByLabelText('Şifreniz');
    await user.type(password, 'yanlis-sifre');
    await user.click(within(dialog).getByRole('button', { name: 'Devam' }));
    const error = await within(dialog).findByRole('alert');
    expect(error).toHaveTextContent(text);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(expect.stringContaining(text));
    expect(password).toHaveFocus();
    expect(screen.queryByRole('img', { name: 'Doğrulama uygulaması için QR kodu' })).toBeNull();
  });

  it('turns it off after a confirmation with the password', async () => {
    const user = userEvent.setup();
    let refused = false;
    const fetch = serve({ twoFactorEnabled: true }, (path) => {
      if (path !== '/api/auth/two-factor/disable' || refused) return undefined;
      refused = true;
      return WRONG_PASSWORD.clone();
    });
    renderCard();
    expect(await screen.findByTestId('two-factor-status')).toHaveTextContent('Açık');
    await user.click(screen.getByRole('button', { name: 'Kapat' }));

    const dialog = await screen.findByRole('dialog', { name: 'İki adımlı doğrulama kapatılsın mı?' });
    const confirm = within(dialog).getByRole('button', { name: 'İki adımlı doğrulamayı kapat' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'yanlis-sifre');
    await user.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Şifre hatalı');

    await user.clear(within(dialog).getByLabelText('Şifreniz'));
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'Demo2026!ihracat');
    await user.click(confirm);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(lastBodyTo(fetch, '/api/auth/two-factor/disable')).toEqual({ password: 'Demo2026!ihracat' });
    await waitFor(() => expect(screen.getByTestId('two-factor-status')).toHaveTextContent('Kapalı'));
    expect(await screen.findByText('İki adımlı doğrulama kapatıldı')).toBeInTheDocument();
  }, 30_000);

  it('renews the backup codes and says the old ones stopped working', async () => {
    const user = userEvent.setup();
    const fetch = serve({ twoFactorEnabled: true });
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Yedek kodları yenile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Yedek kodları yenileyin' });
    await user.type(within(dialog).getByLabelText('Şifreniz'), 'Demo2026!ihracat');
    await user.click(within(dialog).getByRole('button', { name: 'Yeni kodlar oluştur' }));
    const codes = await screen.findByRole('dialog', { name: 'Yedek kodlarınız' });
    expect(lastBodyTo(fetch, '/api/auth/two-factor/generate-backup-codes')).toEqual({ password: 'Demo2026!ihracat' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(NEW_CODES);
    expect(codes).toHaveTextContent('Önceki yedek kodlarınız artık geçersiz.');
    expect(within(codes).queryByTestId('two-factor-enabled')).toBeNull();
  });

  it('says admins must turn it on when the system settings require it', async () => {
    serve({ userType: 'editor_admin', twoFactorRequired: true });
    renderCard();
    expect(await screen.findByTestId('two-factor-required')).toHaveTextContent(
      'Yönetici hesapları için iki adımlı doğrulama zorunludur',
    );
  });

  it('takes the focus when opened by its link (#two-factor)', async () => {
    serve({ twoFactorRequired: true });
    renderCard('/user-panel?tab=settings#two-factor');
    await waitFor(() => expect(screen.getByRole('region', { name: 'İki adımlı doğrulama' })).toHaveFocus());
  });
});

describe('manualEntryKey', () => {
  it('groups the secret of an otpauth URI by four, and gives null without one', () => {
    expect(manualEntryKey(TOTP_URI)).toBe('JBSW Y3DP EHPK 3PXP');
    expect(manualEntryKey('otpauth://totp/x?secret=ABCDEFGHIJ')).toBe('ABCD EFGH IJ');
    expect(manualEntryKey('otpauth://totp/x')).toBeNull();
    expect(manualEntryKey('not a uri')).toBeNull();
  });
});
