import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { setLanguage } from '@/lib/i18n';
import { partnerPath, paths } from '@/lib/routes';
import { SESSION_QUERY_KEY, setSessionUser } from '@/lib/session';
import { useLanguage } from '@/lib/use-language';
import { AccountLanguage, UrlLanguage } from './page-language';
import { CategoryGrid } from '@/features/categories/components/CategoryGrid';
import { categories, sessionUser } from '@/test/fixtures';
import {
  calledUrls,
  jsonBody,
  jsonResponse,
  lastBodyTo,
  mockFetch,
  renderWithProviders,
  requestUrl,
} from '@/test/utils';

/** The router's location, a Back button and links, as a page has them (re-rendered by a language change). */
function Where() {
  useLanguage();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{`${pathname}${search}${hash}`}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        back
      </button>
      <Link to={partnerPath({ id: 1, username: 'ege' })}>profile</Link>
      <Link to={paths.partners}>catalogue</Link>
    </>
  );
}

afterEach(async () => {
  await act(() => setLanguage('tr'));
});

describe('LanguageSwitch', () => {
  it('switches category names to English in place on an account page, updates <html lang> and remembers the choice', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(
      <>
        <LanguageSwitch />
        <CategoryGrid onSelect={() => undefined} />
        <Where />
      </>,
      { route: '/user-panel?tab=follows' },
    );

    expect(await screen.findByRole('button', { name: 'Gümrük' })).toBeInTheDocument();
    const group = screen.getByTestId('language-switch');
    expect(within(group).getByRole('button', { name: 'TR' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(within(group).getByRole('button', { name: 'EN' }));

    expect(await screen.findByRole('button', { name: 'Customs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logistics' })).toBeInTheDocument();
    expect(screen.queryByText('Gümrük')).toBeNull();
    expect(within(group).getByRole('button', { name: 'EN' })).toHaveAttribute('aria-pressed', 'true');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(document.cookie).toContain('lang=en');
    // An account page carries no language in its URL.
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/user-panel\?tab=follows$/);
  });

  it('on a public page opens the same page in the other language’s URL; links keep it; Back returns', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(
      <>
        <UrlLanguage />
        <LanguageSwitch />
        <CategoryGrid onSelect={() => undefined} />
        <Where />
      </>,
      { route: '/partners?category=gumruk#list' },
    );
    expect(await screen.findByRole('button', { name: 'Gümrük' })).toBeInTheDocument();
    const group = screen.getByTestId('language-switch');

    await userEvent.click(within(group).getByRole('button', { name: 'EN' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/en\/partners\?category=gumruk#list$/);
    expect(await screen.findByRole('button', { name: 'Customs' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');
    expect(document.cookie).toContain('lang=en');
    // Links to the public pages stay in English.
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/en/partner/ege');
    expect(screen.getByRole('link', { name: 'catalogue' })).toHaveAttribute('href', '/en/partners');

    await userEvent.click(screen.getByRole('button', { name: 'back' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/partners\?category=gumruk#list$/);
    expect(await screen.findByRole('button', { name: 'Gümrük' })).toBeInTheDocument();
    expect(within(group).getByRole('button', { name: 'TR' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'profile' })).toHaveAttribute('href', '/partner/ege');
  });

  it('shows an unprefixed public URL in Turkish even after English was chosen', async () => {
    await act(() => setLanguage('en'));
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(
      <>
        <UrlLanguage />
        <CategoryGrid onSelect={() => undefined} />
      </>,
      { route: '/partner/ege' },
    );
    expect(await screen.findByRole('button', { name: 'Gümrük' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('tr');
  });

  it('saves a signed-in user’s choice to the account (PUT /api/user/language), on account and public pages', async () => {
    const fetch = mockFetch((url, init) => {
      if (url.pathname === '/api/user/language') {
        const { language } = jsonBody(init) as { language: 'tr' | 'en' };
        return jsonResponse(sessionUser({ language }));
      }
      return jsonResponse(categories);
    });
    const { queryClient } = renderWithProviders(
      <>
        <UrlLanguage />
        <LanguageSwitch />
        <Where />
      </>,
      { route: '/user-panel' },
    );
    setSessionUser(queryClient, sessionUser({ language: 'tr' }));
    const group = screen.getByTestId('language-switch');

    await userEvent.click(within(group).getByRole('button', { name: 'EN' }));
    await waitFor(() => expect(lastBodyTo(fetch, '/api/user/language')).toEqual({ language: 'en' }));
    const put = fetch.mock.calls.find(([input]) => requestUrl(input).pathname === '/api/user/language');
    expect(put?.[1]?.method).toBe('PUT');
    // The cached user takes the answer, so the rest of the app knows the account's language.
    await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ language: 'en' }));
    expect(document.documentElement.lang).toBe('en');

    // On a public page the switch opens the other language's URL, and saves the choice too.
    act(() => setSessionUser(queryClient, sessionUser({ language: 'en' })));
    await userEvent.click(screen.getByRole('link', { name: 'catalogue' }));
    await userEvent.click(within(group).getByRole('button', { name: 'TR' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/partners$/);
    await waitFor(() => expect(lastBodyTo(fetch, '/api/user/language')).toEqual({ language: 'tr' }));
  });

  it('keeps a visitor’s choice in the browser: no call', async () => {
    const fetch = mockFetch(() => jsonResponse(categories));
    const { queryClient } = renderWithProviders(<LanguageSwitch />, { route: '/user-panel' });
    setSessionUser(queryClient, null);
    await userEvent.click(within(screen.getByTestId('language-switch')).getByRole('button', { name: 'EN' }));
    expect(document.documentElement.lang).toBe('en');
    expect(calledUrls(fetch).map((u) => u.pathname)).not.toContain('/api/user/language');
  });

  describe('the account’s language on sign-in (AccountLanguage)', () => {
    const signedIn = (language: 'tr' | 'en') =>
      mockFetch((url) =>
        url.pathname === '/api/session' ? jsonResponse({ user: sessionUser({ language }) }) : jsonResponse(categories),
      );

    it('is taken when the password form signs a visitor in', async () => {
      mockFetch((url) => (url.pathname === '/api/session' ? jsonResponse({ user: null }) : jsonResponse(categories)));
      const { queryClient } = renderWithProviders(<AccountLanguage />, { route: '/auth' });
      await waitFor(() => expect(queryClient.getQueryData(SESSION_QUERY_KEY)).toBeNull());
      act(() => setSessionUser(queryClient, sessionUser({ language: 'en' })));
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    });

    it('is taken on the page a mailed sign-in link opens', async () => {
      signedIn('en');
      renderWithProviders(<AccountLanguage />, { route: '/partner-dashboard?magic=true' });
      await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    });

    it('is not taken on an ordinary page load with a session, nor where the URL names the language', async () => {
      signedIn('en');
      const plain = renderWithProviders(<AccountLanguage />, { route: '/user-panel' });
      await waitFor(() => expect(plain.queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ language: 'en' }));
      expect(document.documentElement.lang).toBe('tr');
      plain.unmount();

      const publicPage = renderWithProviders(
        <>
          <UrlLanguage />
          <AccountLanguage />
        </>,
        { route: '/partners?confirmed=true' },
      );
      await waitFor(() =>
        expect(publicPage.queryClient.getQueryData(SESSION_QUERY_KEY)).toMatchObject({ language: 'en' }),
      );
      // The Turkish catalogue URL stays Turkish.
      expect(document.documentElement.lang).toBe('tr');
    });
  });

  it('gives a category without a known icon the default icon', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(<CategoryGrid onSelect={() => undefined} />);
    const fair = await screen.findByRole('button', { name: 'Fuar' });
    expect(fair.querySelector('svg')).toHaveClass('lucide-clipboard-check');
  });
});
