import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSwitch } from '@/components/LanguageSwitch';
import { CategoryGrid } from '@/features/categories/components/CategoryGrid';
import { categories } from '@/test/fixtures';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';

describe('LanguageSwitch', () => {
  it('switches category names to English, updates <html lang> and remembers the choice', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(
      <>
        <LanguageSwitch />
        <CategoryGrid onSelect={() => undefined} />
      </>,
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
  });

  it('gives a category without a known icon the default icon', async () => {
    mockFetch(() => jsonResponse(categories));
    renderWithProviders(<CategoryGrid onSelect={() => undefined} />);
    const fair = await screen.findByRole('button', { name: 'Fuar' });
    expect(fair.querySelector('svg')).toHaveClass('lucide-clipboard-check');
  });
});
