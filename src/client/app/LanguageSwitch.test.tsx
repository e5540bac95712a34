import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useLocation, useNavigate } from 'react-router';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { setLanguage } from '@/lib/i18n';
import { partnerPath, paths } from '@/lib/routes';
import { useLanguage } from '@/lib/use-language';
import { UrlLanguage } from './page-language';
import { CategoryGrid } from '@/features/categories/components/CategoryGrid';
import { categories } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';

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

  it('gives a category without a known icon the default icon', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(<CategoryGrid onSelect={() => undefined} />);
    const fair = await screen.findByRole('button', { name: 'Fuar' });
    expect(fair.querySelector('svg')).toHaveClass('lucide-clipboard-check');
  });
});
