import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { socialNavigation } from '@/features/auth/components/SocialButtons';
import { initData, sessionUser } from '@/test/fixtures';
import {
  calledUrls,
  jsonBody,
  jsonResponse,
  lastBodyTo,
  LocationDisplay,
  mockFetch,
  renderWithProviders,
} from '@/test/utils';
import AuthPage from './AuthPage';

interface Api {
  user?: ReturnType<typeof sessionUser> | null;
  features?: { google: boolean; linkedin: boolean };
  login?: (body: unknown) => Response;
  register?: (body: unknown) => Response;
  other?: (url: URL, body: unknown) => Response | undefined;
}

/** The API of the /auth page: session, init, and what the test needs. */
function serveAuth(api: Api = {}) {
  return mockFetch((url, init) => {
    const body = jsonBody(init);
    const answered = api.other?.(url, body);
    if (answered) return answered;
    switch (url.pathname) {
      case '/api/session':
        return jsonResponse({ user: api.user ?? null });
      case '/api/init':
        return jsonResponse(initData(api.features));
      case '/api/login':
        return api.login ? api.login(body) : jsonResponse(sessionUser());
      case '/api/register':
        return api.register
          ? api.register(body)
          : jsonResponse(
              {
                user: { email: 'yeni@example.com', firstName: 'Yeni', lastName: 'Üye', emailVerified: false },
                requiresVerification: true,
              },
              { status: 201 },
            );
      default:
        return jsonResponse({ message: 'yok', code: 'NOT_FOUND' }, { status: 404 });
    }
  });
}

function renderAuth(route = '/auth') {
  return renderWithProviders(
    <Routes>
      <Route
        path="/auth"
        element={
          <>
            <AuthPage />
            <LocationDisplay />
          </>
        }
      />
      <Route path="*" element={<LocationDisplay />} />
    </Routes>,
    { route },
  );
}

const emailField = () => screen.getByLabelText('E-posta');
const passwordField = () => screen.getByLabelText('Şifre', { exact: true });

describe('/auth sign-in', () => {
  it('shows the contract messages under the fields and focuses the first wrong field', async () => {
    serveAuth();
    renderAuth();
    await userEvent.click(await screen.findByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('E-posta gerekli')).toBeInTheDocument();
    expect(screen.getByText('Şifre gerekli')).toBeInTheDocument();
    expect(emailField()).toHaveFocus();
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');

    await userEvent.type(emailField(), 'ayse@');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    expect(await screen.findByText('Geçerli bir e-posta adresi giriniz')).toBeInTheDocument();
  });

  it('signs in, toasts the spec texts and goes to the redirect target', async () => {
    const fetch = serveAuth();
    renderAuth('/auth?redirect=%2Fuser-panel%3Ftab%3Dprofile');
    await userEvent.type(await screen.findByLabelText('E-posta'), ' Ayse@Example.com ');
    await userEvent.type(passwordField(), 'Demo2026!ihracat');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));

    // The toast first: it is shown with the navigation and lives 4 s, which a loaded CI can spend
    // before a later check runs.
    expect(await screen.findByText('Başarıyla giriş yapıldı')).toBeInTheDocument();
    expect(screen.getByText('Hoş geldiniz!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-panel?tab=profile'));
    // The target travels with the sign-in, so a verification mail resent from it lands there too (issue 18 item 13).
    expect(lastBodyTo(fetch, '/api/login')).toEqual({
      email: 'ayse@example.com',
      password: 'Demo2026!ihracat',
      callbackURL: '/user-panel?tab=profile',
    });
  });

  it.each([
    ['partner', '/partner-dashboard'],
    ['master_admin', '/admin-dashboard'],
    ['user', '/'],
  ] as const)(
    'lands a %s with nothing asked for on %s (issue 18 item 13)',
    async (userType, landing) => {
      serveAuth({ login: () => jsonResponse(sessionUser({ userType, availableUserTypes: ['user', userType] })) });
      renderAuth('/auth');
      await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
      await userEvent.type(passwordField(), 'Demo2026!ihracat');
      await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^${landing}$`)));
    },
    30_000,
  );

  it.each(['%2F%2Fevil.com', 'https%3A%2F%2Fevil.com', '%2F%5Cevil'])(
    'never follows an off-site redirect (%s) after signing in',
    async (redirect) => {
      serveAuth();
      renderAuth(`/auth?redirect=${redirect}`);
      await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
      await userEvent.type(passwordField(), 'Demo2026!ihracat');
      await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    },
  );

  it('sends a signed-in visitor to the (sanitised) redirect at once', async () => {
    serveAuth({ user: sessionUser() });
    renderAuth('/auth?redirect=%2F%2Fevil.com');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  it("shows 'Giriş başarısız' / 'E-posta veya şifre hatalı' once, above the form, on wrong credentials", async () => {
    serveAuth({
      login: () => jsonResponse({ message: 'E-posta veya şifre hatalı', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
    });
    renderAuth();
    await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await userEvent.type(passwordField(), 'yanlis-sifre');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    // Above the form as a focused alert (issue 7), and not again in a toast (issue 18).
    const alert = await screen.findByTestId('sign-in-error');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('Giriş başarısız');
    expect(alert).toHaveTextContent('E-posta veya şifre hatalı');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getAllByText('Giriş başarısız')).toHaveLength(1);
    expect(screen.getAllByText('E-posta veya şifre hatalı')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
  });

  it('shows a rate limit above the form with the server message', async () => {
    const text = 'Çok fazla deneme yapıldı. Lütfen 60 saniye sonra tekrar deneyin.';
    serveAuth({ login: () => jsonResponse({ message: text, code: 'RATE_LIMITED' }, { status: 429 }) });
    renderAuth();
    await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await userEvent.type(passwordField(), 'yanlis-sifre');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveAttribute('data-kind', 'rateLimited');
    expect(alert).toHaveTextContent('Çok fazla deneme');
    expect(alert).toHaveTextContent(text);
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('focuses the e-mail field and tabs e-mail → password → show → forgot → submit', async () => {
    serveAuth();
    renderAuth();
    const email = await screen.findByLabelText('E-posta');
    await waitFor(() => expect(email).toHaveFocus());
    await userEvent.tab();
    expect(passwordField()).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Şifreyi göster' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Şifremi unuttum' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toHaveFocus();
  });

  it('says a new link was sent when the address is not verified', async () => {
    const text =
      'E-posta adresiniz henüz doğrulanmadı. Size yeni bir doğrulama bağlantısı gönderdik; lütfen e-postanızı kontrol edin.';
    serveAuth({ login: () => jsonResponse({ message: text, code: 'EMAIL_NOT_VERIFIED' }, { status: 403 }) });
    renderAuth();
    await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await userEvent.type(passwordField(), 'Demo2026!ihracat');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    const notice = await screen.findByTestId('email-not-verified');
    expect(notice).toHaveTextContent('E-posta adresinizi doğrulayın');
    expect(notice).toHaveTextContent(text);
  });
});

describe('/auth notices and options', () => {
  it.each([
    ['from=quote', 'Teklif almak için giriş yapın'],
    ['from=partner', 'Partner olmak için giriş yapın'],
    ['expired=true', 'Bağlantının süresi doldu'],
    ['error=ALREADY_VERIFIED', 'E-posta adresiniz zaten doğrulanmış'],
    ['error=ACCOUNT_DISABLED', 'Hesabınız askıya alındı'],
    ['error=state_mismatch', 'Sosyal medya girişi başarısız'],
  ])('?%s shows %j', async (query, text) => {
    serveAuth();
    renderAuth(`/auth?${query}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the failed social sign-in code on a Hata Kodu line', async () => {
    serveAuth();
    renderAuth('/auth?error=state_mismatch');
    expect(await screen.findByText('Hata Kodu: state_mismatch')).toBeInTheDocument();
  });

  it('shows social buttons only for the providers /api/init enables, and opens the provider', async () => {
    const assign = vi.spyOn(socialNavigation, 'assign').mockImplementation(() => undefined);
    const fetch = serveAuth({
      features: { google: true, linkedin: false },
      other: (url) =>
        url.pathname === '/api/auth/sign-in/social' ? jsonResponse({ url: 'https://accounts.example/o' }) : undefined,
    });
    renderAuth('/auth?redirect=%2Fmessages');
    await userEvent.click(await screen.findByRole('button', { name: 'Google ile devam et' }));
    expect(screen.queryByRole('button', { name: 'LinkedIn ile devam et' })).toBeNull();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/o'));
    expect(lastBodyTo(fetch, '/api/auth/sign-in/social')).toMatchObject({
      provider: 'google',
      callbackURL: '/messages',
      errorCallbackURL: '/auth',
    });
  });

  it('hides the social buttons when no provider is enabled', async () => {
    serveAuth();
    renderAuth();
    await screen.findByRole('button', { name: 'Giriş Yap' });
    await waitFor(() => expect(screen.queryByTestId('social-sign-in')).toBeNull());
  });

  it('sends a magic link and says so without revealing whether the address has an account', async () => {
    const fetch = serveAuth({
      other: (url) => (url.pathname === '/api/auth/sign-in/magic-link' ? jsonResponse({ status: true }) : undefined),
    });
    renderAuth();
    await userEvent.click(await screen.findByRole('button', { name: 'Sihirli bağlantı ile giriş yap' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    expect(await screen.findByText('E-posta gerekli')).toBeInTheDocument();
    await userEvent.type(emailField(), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Bağlantı Gönder' }));
    expect(await screen.findByTestId('magic-sent')).toHaveTextContent('Sihirli bağlantı gönderildi');
    // Nothing asked for: the server lands the link by account type (partners and admins on their dashboards).
    expect(lastBodyTo(fetch, '/api/auth/sign-in/magic-link')).toEqual({ email: 'ayse@example.com' });
  });

  it('asks for a password reset link with the address typed on the sign-in form', async () => {
    const fetch = serveAuth({
      other: (url) =>
        url.pathname === '/api/auth/request-password-reset' ? jsonResponse({ status: true }) : undefined,
    });
    renderAuth();
    await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Şifremi unuttum' }));
    expect(emailField()).toHaveValue('ayse@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }));
    expect(await screen.findByTestId('forgot-sent')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/auth/request-password-reset')).toEqual({
      email: 'ayse@example.com',
      redirectTo: '/password-reset',
    });
  });
  it('opens the forgot-password form at once on ?view=forgot (the security alert mail\'s "not you?" link)', async () => {
    serveAuth();
    renderAuth('/auth?view=forgot');
    expect(await screen.findByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Şifre', { exact: true })).not.toBeInTheDocument();
  });
});

describe('/auth sign-up', () => {
  it('opens on ?tab=register and checks the fields with the contract (8-character passwords)', async () => {
    serveAuth();
    renderAuth('/auth?tab=register');
    expect(await screen.findByRole('tab', { name: 'Kayıt Ol' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(screen.getByLabelText('Ad'), 'A');
    await userEvent.type(screen.getByLabelText(/Cep telefonu/), '123');
    await userEvent.type(passwordField(), 'kisa');
    await userEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByText('Ad en az 2 karakter olmalıdır')).toBeInTheDocument();
    expect(screen.getByText('Soyad zorunludur')).toBeInTheDocument();
    expect(screen.getByText('E-posta gerekli')).toBeInTheDocument();
    expect(screen.getByText('Geçerli bir telefon numarası giriniz')).toBeInTheDocument();
    expect(screen.getByText('Şifreniz en az 8 karakter olmalıdır.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ad')).toHaveFocus();
  });

  it("toasts 'Kayıt başarılı' and shows 'Son bir adım' with the address", async () => {
    const fetch = serveAuth();
    renderAuth('/auth?tab=register');
    await userEvent.type(await screen.findByLabelText('Ad'), 'Yeni');
    await userEvent.type(screen.getByLabelText('Soyad'), 'Üye');
    await userEvent.type(emailField(), 'yeni@example.com');
    await userEvent.type(screen.getByLabelText(/Cep telefonu/), '0532 123 45 67');
    await userEvent.type(passwordField(), 'Guclu-Sifre-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));

    expect(await screen.findByRole('heading', { name: 'Son bir adım' })).toBeInTheDocument();
    expect(screen.getByTestId('registered-email')).toHaveTextContent('yeni@example.com');
    expect(screen.getByText('Kayıt başarılı')).toBeInTheDocument();
    expect(screen.getByText('Hesabınız oluşturuldu!')).toBeInTheDocument();
    expect(lastBodyTo(fetch, '/api/register')).toEqual({
      firstName: 'Yeni',
      lastName: 'Üye',
      email: 'yeni@example.com',
      phone: '5321234567',
      password: 'Guclu-Sifre-2026',
    });
  });

  it('asks the verification link to land where the visitor came from (issue 18 item 13)', async () => {
    const fetch = serveAuth();
    renderAuth('/auth?tab=register&from=quote&redirect=%2Fpartner%2Fege%3Fquote%3D1');
    await userEvent.type(await screen.findByLabelText('Ad'), 'Yeni');
    await userEvent.type(screen.getByLabelText('Soyad'), 'Üye');
    await userEvent.type(emailField(), 'yeni@example.com');
    await userEvent.type(passwordField(), 'Guclu-Sifre-2026');
    await userEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    await screen.findByRole('heading', { name: 'Son bir adım' });
    expect(lastBodyTo(fetch, '/api/register')).toMatchObject({ callbackURL: '/partner/ege?quote=1' });
  }, 30_000);

  it("puts the server's field messages under the fields, once (no toast repeating them)", async () => {
    const message = 'Bu şifre çok yaygın ve kolay tahmin edilebilir. Lütfen daha güçlü bir şifre seçin.';
    serveAuth({
      register: () =>
        jsonResponse({ message, code: 'PASSWORD_COMMON', fieldErrors: { password: [message] } }, { status: 400 }),
    });
    renderAuth('/auth?tab=register');
    await userEvent.type(await screen.findByLabelText('Ad'), 'Yeni');
    await userEvent.type(screen.getByLabelText('Soyad'), 'Üye');
    await userEvent.type(emailField(), 'yeni@example.com');
    await userEvent.type(passwordField(), 'password123');
    await userEvent.click(screen.getByRole('button', { name: 'Kayıt Ol' }));
    expect(await screen.findByTestId('field-error')).toHaveTextContent(message);
    expect(passwordField()).toHaveFocus();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(screen.queryByText('Kayıt başarısız')).not.toBeInTheDocument();
  });
});

describe('/auth two-factor step (issue 22)', () => {
  const challenge = (methods: string[]) => jsonResponse({ twoFactorRedirect: true, twoFactorMethods: methods });
  const invalidCode = () =>
    jsonResponse(
      { message: 'Kod hatalı. Uygulamadaki güncel kodu girin.', code: 'INVALID_TWO_FACTOR_CODE' },
      { status: 401 },
    );
  const verified = () => jsonResponse({ token: 'tok', user: { id: '1', email: 'ayse@example.com' } });
  const codeField = () => screen.getByTestId('two-factor-code');

  /** The /auth API with a password sign-in that asks for a second factor; `verify` answers the verify routes. */
  function serveChallenge(
    methods: string[],
    verify: (path: string, body: unknown) => Response | undefined = () => verified(),
    user = sessionUser(),
  ) {
    return serveAuth({
      login: () => challenge(methods),
      other: (url, body) => {
        if (url.pathname === '/api/user') return jsonResponse(user);
        if (url.pathname.startsWith('/api/auth/two-factor/')) return verify(url.pathname, body);
        return undefined;
      },
    });
  }

  async function signInWithPassword() {
    await userEvent.type(await screen.findByLabelText('E-posta'), 'ayse@example.com');
    await userEvent.type(passwordField(), 'Demo2026!ihracat');
    await userEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));
    return screen.findByRole('heading', { level: 1, name: 'İki adımlı doğrulama' });
  }

  it('asks for the code in place of the form; a wrong code is cleared and explained, a right one signs in as usual', async () => {
    let tries = 0;
    const fetch = serveChallenge(['totp'], (path) => {
      if (path !== '/api/auth/two-factor/verify-totp') return undefined;
      tries += 1;
      return tries === 1 ? invalidCode() : verified();
    });
    renderAuth('/auth?redirect=%2Fuser-panel%3Ftab%3Dprofile');
    await signInWithPassword();

    expect(screen.queryByLabelText('Şifre', { exact: true })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');
    const code = screen.getByLabelText('Doğrulama kodu');
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    // SMS only when the challenge offers it.
    expect(screen.queryByRole('button', { name: 'Kodu SMS ile gönder' })).toBeNull();
    expect(document.title).toBe('İki adımlı doğrulama | İhracat Partner');

    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Kod hatalı. Uygulamadaki güncel kodu girin.');
    expect(codeField()).toHaveValue('');
    expect(codeField()).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent('/auth');

    await userEvent.type(codeField(), '123 456');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bu tarayıcıya 30 gün güven' }));
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    // The toast first, as in the password sign-in above.
    expect(await screen.findByText('Başarıyla giriş yapıldı')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/user-panel?tab=profile'));
    expect(lastBodyTo(fetch, '/api/auth/two-factor/verify-totp')).toEqual({ code: '123456', trustDevice: true });
    // Then the signed-in user is read, as POST /api/login would have answered it.
    const order = calledUrls(fetch)
      .map((url) => url.pathname)
      .filter((path) => path === '/api/auth/two-factor/verify-totp' || path === '/api/user');
    expect(order.slice(-2)).toEqual(['/api/auth/two-factor/verify-totp', '/api/user']);
  }, 30_000);

  it('takes a backup code instead, and lands an admin on the admin dashboard as the password alone would', async () => {
    const admin = sessionUser({ userType: 'master_admin', availableUserTypes: ['user', 'master_admin'] });
    const fetch = serveChallenge(['totp'], () => verified(), admin);
    renderAuth();
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Yedek kod kullan' }));
    const code = screen.getByLabelText('Yedek kod');
    expect(code).toHaveFocus();
    expect(code).toHaveAttribute('autocomplete', 'off');
    expect(code).toHaveAttribute('maxlength', '11');
    expect(screen.queryByRole('button', { name: 'Yedek kod kullan' })).toBeNull();
    // Typed without its dash, a backup code is still one.
    await userEvent.type(code, 'abcDE12345');
    expect(code).toHaveValue('abcDE-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin-dashboard$/));
    expect(lastBodyTo(fetch, '/api/auth/two-factor/verify-backup-code')).toEqual({
      code: 'abcDE-12345',
      trustDevice: false,
    });
  }, 30_000);

  it('sends the code by SMS when the challenge offers it, then verifies the SMS code', async () => {
    const fetch = serveChallenge(['totp', 'otp'], (path) =>
      path === '/api/auth/two-factor/send-otp' ? jsonResponse({ status: true }) : verified(),
    );
    renderAuth();
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Kodu SMS ile gönder' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Kod telefonunuza gönderildi');
    expect(lastBodyTo(fetch, '/api/auth/two-factor/send-otp')).toEqual({});
    // Again only after 60 s.
    expect(screen.getByTestId('two-factor-send-sms')).toBeDisabled();
    expect(screen.getByTestId('two-factor-send-sms')).toHaveTextContent(/Yeniden gönder \((60|59) sn\)/);
    const code = screen.getByLabelText('SMS kodu');
    expect(code).toHaveFocus();
    await userEvent.type(code, '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    expect(lastBodyTo(fetch, '/api/auth/two-factor/verify-otp')).toEqual({ code: '654321', trustDevice: false });
  }, 30_000);

  it("shows the server's reason when no SMS can be sent, and stays on the app's code", async () => {
    const text =
      'SMS ile kod için hesabınızda doğrulanmış bir telefon numarası olmalı. Doğrulama uygulamasını veya bir yedek kodu kullanın.';
    serveChallenge(['totp', 'otp'], () =>
      jsonResponse({ message: text, code: 'TWO_FACTOR_SMS_UNAVAILABLE' }, { status: 400 }),
    );
    renderAuth();
    await signInWithPassword();
    await userEvent.click(screen.getByRole('button', { name: 'Kodu SMS ile gönder' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByLabelText('Doğrulama kodu')).toBeInTheDocument();
  }, 30_000);

  it.each([
    ['totp', 'Doğrulama kodu', false],
    ['totp,otp', 'Doğrulama kodu', true],
    ['otp', 'SMS kodu', true],
  ])('opens on the step at once on a landing with ?twoFactor=%s', async (methods, label, sms) => {
    serveAuth();
    renderAuth(`/auth?twoFactor=${methods}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'İki adımlı doğrulama' })).toBeInTheDocument();
    expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.queryByLabelText('Şifre', { exact: true })).not.toBeInTheDocument();
    expect(Boolean(screen.queryByRole('button', { name: 'Kodu SMS ile gönder' }))).toBe(sms);
  });

  it('ignores a ?twoFactor= that names no method', async () => {
    serveAuth();
    renderAuth('/auth?twoFactor=sms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hesabınıza giriş yapın' })).toBeInTheDocument();
  });

  it.each([
    ['TWO_FACTOR_CHALLENGE_EXPIRED', 401, 'Doğrulama süresi doldu. Lütfen e-posta ve şifrenizle yeniden giriş yapın.'],
    ['TWO_FACTOR_TOO_MANY_ATTEMPTS', 400, 'Çok fazla hatalı deneme yapıldı. Lütfen yeniden giriş yapın.'],
  ])(
    'goes back to the password form with the message on %s',
    async (code, status, message) => {
      serveChallenge(['totp'], () => jsonResponse({ message, code }, { status }));
      renderAuth();
      await signInWithPassword();
      await userEvent.type(screen.getByLabelText('Doğrulama kodu'), '123456');
      await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
      const notice = await screen.findByTestId('two-factor-ended');
      expect(notice).toHaveAttribute('role', 'alert');
      expect(notice).toHaveTextContent(message);
      expect(emailField()).toHaveValue('ayse@example.com');
      expect(screen.queryByRole('heading', { name: 'İki adımlı doğrulama' })).toBeNull();
    },
    30_000,
  );

  it("keeps a locked account on the step with the server's text", async () => {
    const message = 'Çok fazla hatalı kod girildi. Hesabınız 15 dakika boyunca iki adımlı doğrulamaya kapatıldı.';
    serveChallenge(['totp'], () => jsonResponse({ message, code: 'TWO_FACTOR_LOCKED' }, { status: 429 }));
    renderAuth('/auth?twoFactor=totp');
    await userEvent.type(await screen.findByLabelText('Doğrulama kodu'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'İki adımlı doğrulama' })).toBeInTheDocument();
  });

  it("'Geri' returns to the password form and drops the landing's parameter", async () => {
    serveAuth();
    renderAuth('/auth?twoFactor=totp&redirect=%2Fmessages');
    await userEvent.click(await screen.findByRole('button', { name: 'Geri' }));
    expect(await screen.findByLabelText('E-posta')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth\?redirect=%2Fmessages$/);
    expect(screen.queryByTestId('two-factor-ended')).toBeNull();
  });
});
