import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EMAIL_PREFERENCE_DEFAULTS, type EmailPreferences } from '@shared/contracts/email-preferences';
import {
  calledUrls,
  jsonBody,
  jsonResponse,
  lastBodyTo,
  LocationDisplay,
  mockFetch,
  renderWithProviders,
} from '@/test/utils';
import EmailPreferencesPage from './EmailPreferencesPage';

const PATH = '/api/email-preferences';

/** A fake server holding one user's preferences; `fail` makes the named routes answer 500. */
function server(fail: string[] = []) {
  let prefs: EmailPreferences = { ...EMAIL_PREFERENCE_DEFAULTS };
  return mockFetch((url, init) => {
    if (fail.includes(url.pathname))
      return jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL_ERROR' }, { status: 500 });
    if (url.pathname === PATH && (init?.method ?? 'GET') === 'GET') return jsonResponse(prefs);
    if (url.pathname === PATH) prefs = { ...prefs, ...(jsonBody(init) as Partial<EmailPreferences>) };
    else if (url.pathname === `${PATH}/unsubscribe-all`)
      prefs = { ...prefs, marketingEmails: false, partnerUpdates: false, weeklyDigest: false };
    else if (url.pathname === `${PATH}/subscribe-back`)
      prefs = { ...prefs, marketingEmails: true, partnerUpdates: true };
    else return jsonResponse({}, { status: 404 });
    return jsonResponse(prefs);
  });
}

function renderPage(route = '/email-preferences') {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/email-preferences" element={<EmailPreferencesPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { route },
  );
}

const box = (name: string) => screen.getByRole('checkbox', { name });

describe('EmailPreferencesPage', () => {
  it('shows the spec defaults and saves only the changed switches', async () => {
    const user = userEvent.setup();
    const fetch = server();
    renderPage();

    expect(await screen.findByRole('checkbox', { name: 'Pazarlama e-postaları' })).toBeChecked();
    expect(box('Partner güncellemeleri')).toBeChecked();
    expect(box('Platform bildirimleri')).toBeChecked();
    expect(box('Haftalık özet')).not.toBeChecked();
    expect(box('Haftalık özet')).toHaveAccessibleDescription(
      'Pazartesi sabahları geçen haftanın özeti, yalnızca sizin için yeni bir şey olduğunda: takip ettiğiniz partnerlerin gönderileri ve kategorilerindeki yeni partnerler, teklif talepleriniz ve projeleriniz; partnerseniz profil görüntülemeleri, yeni takipçiler ve gelen talepler.',
    );
    const save = screen.getByRole('button', { name: 'Kaydet' });
    expect(save).toBeDisabled(); // nothing changed yet

    await user.click(box('Haftalık özet'));
    await user.click(box('Pazarlama e-postaları'));
    expect(screen.getByText('Kaydedilmemiş değişiklikleriniz var.')).toBeInTheDocument();
    await user.click(save);

    expect(await screen.findByText('Tercihleriniz kaydedildi')).toBeInTheDocument();
    expect(lastBodyTo(fetch, PATH)).toEqual({ marketingEmails: false, weeklyDigest: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kaydet' })).toBeDisabled());
    expect(box('Haftalık özet')).toBeChecked();
  });

  it('unsubscribes from all after confirming, leaving platform notifications, and subscribes back', async () => {
    const user = userEvent.setup();
    const fetch = server();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Tüm e-postalardan çık' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(/Platform bildirimleri seçiminize göre/)).toBeInTheDocument();
    // Nothing is sent before the confirmation.
    expect(calledUrls(fetch).some((u) => u.pathname.endsWith('/unsubscribe-all'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Evet, çık' }));

    expect(await screen.findByText('Tüm e-postalardan çıktınız')).toBeInTheDocument();
    await waitFor(() => expect(box('Pazarlama e-postaları')).not.toBeChecked());
    expect(box('Partner güncellemeleri')).not.toBeChecked();
    expect(box('Haftalık özet')).not.toBeChecked();
    expect(box('Platform bildirimleri')).toBeChecked();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tekrar abone ol' }));
    expect(await screen.findByText('Tekrar abone oldunuz')).toBeInTheDocument();
    await waitFor(() => expect(box('Pazarlama e-postaları')).toBeChecked());
    expect(box('Partner güncellemeleri')).toBeChecked();
    expect(box('Haftalık özet')).not.toBeChecked();
  });

  it('shows the spec error texts when unsubscribing or subscribing back fails', async () => {
    const user = userEvent.setup();
    server([`${PATH}/unsubscribe-all`, `${PATH}/subscribe-back`]);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Tüm e-postalardan çık' }));
    await user.click(await screen.findByRole('button', { name: 'Evet, çık' }));
    expect(await screen.findByText('Abonelik iptal edilirken bir hata oluştu')).toBeInTheDocument();
    expect(box('Pazarlama e-postaları')).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Tekrar abone ol' }));
    expect(await screen.findByText('Tekrar abone olunurken bir hata oluştu')).toBeInTheDocument();
  });

  it('shows the save error and keeps the unsaved change', async () => {
    const user = userEvent.setup();
    mockFetch((url, init) =>
      (init?.method ?? 'GET') === 'GET'
        ? jsonResponse(EMAIL_PREFERENCE_DEFAULTS)
        : jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL_ERROR' }, { status: 500 }),
    );
    renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Haftalık özet' }));
    await user.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('Tercihler güncellenirken bir hata oluştu')).toBeInTheDocument();
    expect(box('Haftalık özet')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeEnabled();
  });

  it('says which e-mails a one-click link turned off, and closes the notice', async () => {
    const user = userEvent.setup();
    server();
    renderPage('/email-preferences?unsubscribed=marketingEmails');
    const banner = await screen.findByTestId('unsubscribed-banner');
    expect(banner).toHaveTextContent('Abonelikten çıkıldı');
    expect(banner).toHaveTextContent('“Pazarlama e-postaları” artık gönderilmeyecek.');
    await user.click(within(banner).getByRole('button', { name: 'Kapat' }));
    expect(screen.queryByTestId('unsubscribed-banner')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/email-preferences$/);
  });

  it('says when a one-click link was invalid, and ignores unknown values', async () => {
    server();
    const { unmount } = renderPage('/email-preferences?unsubscribed=invalid');
    expect(await screen.findByText('Bağlantı geçersiz')).toBeInTheDocument();
    unmount();
    renderPage('/email-preferences?unsubscribed=<script>');
    await screen.findByRole('checkbox', { name: 'Pazarlama e-postaları' });
    expect(screen.queryByTestId('unsubscribed-banner')).not.toBeInTheDocument();
  });

  it('shows the load error with a retry when the preferences cannot be read', async () => {
    mockFetch(() => jsonResponse({ message: 'Sunucu hatası', code: 'INTERNAL_ERROR' }, { status: 500 }));
    renderPage();
    expect(await screen.findByText('Tercihler yüklenemedi')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tekrar Dene' })).toBeInTheDocument();
  });
});
